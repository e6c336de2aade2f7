// npm start: build the web app if its sources changed, then serve everything on one origin, and keep
// it up: a server that dies abnormally (killed, crashed, lost its database) is started again with
// back-off. A stop by signal or a clean exit ends it; so does a failure a restart cannot fix (exit 78).
//
// `npm run start:prod` (node scripts/start.mjs --bundle) supervises the same way, but runs the bundle
// that `npm run build` made (apps/server/dist/main.mjs) with plain node: nothing is built or
// transformed at start.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { SERVER_BUNDLE as BUNDLE, START_ARGS } from "./build-server.mjs";
import { buildWebIfStale, root } from "./web-build.mjs";

const bundled = process.argv.includes("--bundle");

/** Exit status the server uses for "a human must fix this" (config, port in use, DATA_DIR). */
const EXIT_NEEDS_HUMAN = 78;
/** Consecutive failed starts (the server died before it said it was ready) before giving up. */
const MAX_QUICK_FAILURES = 5;

const log = (text) => console.error(`[saathi] ${text}`);

if (bundled && !existsSync(BUNDLE)) {
  log(`${path.relative(root, BUNDLE)} is missing: run npm run build first, then npm run start:prod.`);
  process.exit(EXIT_NEEDS_HUMAN);
}
// SERVE_WEB=false (API only) needs no web build; the bundled start serves what npm run build made.
if (!bundled && !/^(false|0|no|off)$/i.test(process.env.SERVE_WEB ?? "")) await buildWebIfStale();

let child = null;
let stopping = null;
let quickFailures = 0;
let delay = 500;

function run() {
  const args = bundled ? START_ARGS : ["--import", "tsx", "apps/server/src/main.ts"];
  child = spawn(process.execPath, args, {
    cwd: root,
    // The IPC channel lets the server notice when this supervisor itself is killed (SIGKILL of
    // `npm start`): it then shuts down cleanly instead of holding the port and the database.
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: process.env,
  });
  log(`server started (pid ${child.pid})`);
  let ready = false;
  child.on("message", (m) => {
    if (m && typeof m === "object" && m.type === "ready") ready = true;
  });
  child.on("exit", (code, signal) => {
    child = null;
    if (stopping) process.exit(code ?? 0);
    if (code === 0) process.exit(0);
    if (code === EXIT_NEEDS_HUMAN) process.exit(code);
    // A server that came up and was later killed (OOM, a crash) is not a failed start: restart it
    // at once and reset the count; only starts that never got ready count toward giving up.
    if (ready) {
      quickFailures = 0;
      delay = 500;
    } else quickFailures++;
    if (quickFailures >= MAX_QUICK_FAILURES) {
      log(
        `the server failed to start ${quickFailures} times in a row; giving up. The messages above say why; fix that and run npm start again.`,
      );
      process.exit(code || 1);
    }
    const how = signal ? `was killed by ${signal}` : `exited with status ${code}`;
    log(`the server ${how}; starting it again in ${delay} ms`);
    setTimeout(run, delay);
    delay = Math.min(delay * 2, 10_000);
  });
}

for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, () => {
    stopping = sig;
    if (child) child.kill(sig === "SIGHUP" ? "SIGTERM" : sig);
    else process.exit(0);
  });
}
run();
