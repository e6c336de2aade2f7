// Benchmark: time from `npm start` to a healthy /api/health, first start (fresh data, web app not
// built) and second start (same data). Targets: first < 30 s, second < 5 s. Writes results/startup.json.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, healthy, stop } from "./support/process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// A free port, not a fixed one: another server (a developer's, a test's) may hold any given port.
const port = await freePort();
const runs = Number(process.env.RUNS ?? 3);

async function startOnce(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const ok = await healthy(`http://127.0.0.1:${port}`, Date.now() + 120_000, 50);
  const ms = performance.now() - started;
  await stop(child);
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
