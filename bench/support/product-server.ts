// The whole product as `npm start` runs it (built web app, demo seed) on a fresh embedded PostgreSQL,
// for benchmarks that drive it from outside (calls, Lighthouse).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

export interface ProductServer {
  base: string;
  stop(): Promise<void>;
}

export async function startProductServer(port: number, name: string): Promise<ProductServer> {
  spawnSync(process.execPath, ["-e", "import('./scripts/web-build.mjs').then(m => m.buildWebIfStale())"], {
    cwd: root,
    stdio: "inherit",
  });
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `saathi-bench-${name}-`));
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error("server did not become healthy");
}
