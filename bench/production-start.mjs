// Benchmark: the production start, `node apps/server/dist/main.mjs` in NODE_ENV=production,
// healthy in under 2 s on existing data. Builds the bundle as `npm run build` does, starts it once on
// a fresh DATA_DIR (initialises the database, applies migrations, seeds the demo), then measures
// RUNS second starts on that data: from spawning node to the first 200 from /api/health. Writes
// bench/results/production-start.json and exits 1 when the median second start misses the target.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "../scripts/build-server.mjs";
import { freePort, healthy, stop } from "./support/process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.RUNS ?? 5);
const TARGET_MS = 2000;

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-prod-"));
const env = {
  ...process.env,
  NODE_OPTIONS: "",
  NODE_ENV: "production",
  PUBLIC_URL: "https://saathi.example.in",
  AUTH_SECRET: randomBytes(32).toString("hex"),
  CARE_NOTES_KEYS: `k1:${randomBytes(32).toString("base64")}`,
  SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "info",
};

/** One start: ms to healthy, and the server's own phases (from its log lines' times). */
async function startOnce(bundle) {
  const started = Date.now();
  const t0 = performance.now();
  const child = spawn(process.execPath, [bundle], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (d) => {
    out += d;
  });
  const ok = await healthy(`http://127.0.0.1:${port}`, Date.now() + 120_000, 10);
  const ms = Math.round(performance.now() - t0);
  // Stop once it said it is ready (its own clean shutdown is installed then).
  const until = Date.now() + 30_000;
  while (!out.includes("Saathi is ready") && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  await stop(child);
  if (!ok) throw new Error(`the server did not become healthy in 120 s:\n${out.slice(-2000)}`);
  const at = (msg) => {
    for (const line of out.split("\n")) {
      try {
        const l = JSON.parse(line);
        if (typeof l.msg === "string" && l.msg.startsWith(msg)) return l.time - started;
      } catch {}
    }
    return null;
  };
  return {
    ms,
    phases: {
      databaseUp: at("embedded PostgreSQL is up"),
      listening: at("Server listening"),
      ready: at("Saathi is ready"),
    },
  };
}

try {
  const buildStarted = performance.now();
  const bundle = await buildServer({ quiet: true });
  const buildMs = Math.round(performance.now() - buildStarted);
  const first = await startOnce(bundle);
  console.log(`first start (fresh data): ${first.ms} ms`);
  const second = [];
  for (let i = 0; i < runs; i++) {
    second.push(await startOnce(bundle));
    console.log(`second start ${i + 1}: ${second.at(-1).ms} ms ${JSON.stringify(second.at(-1).phases)}`);
  }
  const times = second.map((s) => s.ms);
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
    command: "node apps/server/dist/main.mjs (NODE_ENV=production, SEED_DEMO default, JOBS on)",
    buildMs,
    firstStartMs: first.ms,
    secondStartMs: { runs: times, median, targetMs: TARGET_MS, met: median < TARGET_MS },
    secondStartPhasesMs: second.map((s) => s.phases),
  };
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/production-start.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  if (!result.secondStartMs.met) {
    console.error(`production start: median ${median} ms on existing data, target under ${TARGET_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
