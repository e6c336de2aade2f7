// Bench support for the benches that start the real server as a process (bench/startup.mjs,
// bench/production-start.mjs): a free port, waiting for a healthy /api/health, and a clean stop.
import { createServer } from "node:net";

/** A port nothing listens on now (the server is started on it next). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Polls `${base}/api/health` every `everyMs` until it answers 200 (true) or `deadline` passes (false). */
export async function healthy(base, deadline, everyMs) {
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}

/** SIGTERM, and wait until the process has exited. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
