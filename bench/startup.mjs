// Benchmark: time from `npm start` to a healthy /api/health, first start (fresh data, web app not
// built) and second start (same data). Targets: first < 30 s, second < 5 s. Writes results/startup.json.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = 3197;
const runs = Number(process.env.RUNS ?? 3);

async function healthy(deadline) {
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function startOnce(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const ok = await healthy(Date.now() + 120_000);
  const ms = performance.now() - started;
  child.kill("SIGTERM");
  await new Promise((r) => child.on("exit", r));
  if (!ok) throw new Error("server did not become healthy in 120 s");
  return Math.round(ms);
}

const first = [];
const second = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-"));
  rmSync(path.join(root, "apps/web/dist"), { recursive: true, force: true });
  first.push(await startOnce(dataDir));
  second.push(await startOnce(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`run ${i + 1}: first ${first.at(-1)} ms, second ${second.at(-1)} ms`);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const result = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  firstStartMs: { runs: first, median: median(first), targetMs: 30_000 },
  secondStartMs: { runs: second, median: median(second), targetMs: 5_000 },
};
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/startup.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
