// Benchmark: /api/health against a bare Node HTTP server, side by side in one run, both
// measured from outside with autocannon, 50 connections. Goal: health at least 50% of the bare
// server's req/s, with its one access-log line per request (LOG_LEVEL=info, logs drained from a pipe).
// Also the same at LOG_LEVEL=warn. Writes bench/results/health.json.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort } from "./support/process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.env.SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CONNECTIONS = 50;

const BARE = `require("node:http").createServer((q, s) => { s.setHeader("content-type", "application/json"); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), "127.0.0.1", () => process.send("ready"));`;

async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", BARE], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve) => child.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/`, child };
}

async function startSaathi(dataDir, logLevel) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      SEED_DEMO: "false",
      JOBS: "false",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  let lines = 0;
  child.stdout.on("data", (d) => {
    for (const b of d) if (b === 10) lines++;
  });
  await new Promise((resolve, reject) => {
    child.on("message", (m) => m?.type === "ready" && resolve());
    child.on("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/api/health`, child, lines: () => lines };
}

async function load(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    requests: r.requests.total,
  };
}

const stop = async (child) => {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.on("exit", r));
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-health-"));
const rounds = [];
try {
  for (let i = 0; i < ROUNDS; i++) {
    const round = {};
    const bare = await startBare();
    await load(bare.url); // warm-up
    round.bare = await load(bare.url);
    await stop(bare.child);
    for (const level of ["info", "warn"]) {
      const saathi = await startSaathi(dataDir, level);
      await load(saathi.url);
      const before = saathi.lines();
      const r = await load(saathi.url);
      await new Promise((res) => setTimeout(res, 200));
      r.logLinesPerRequest = Math.round(((saathi.lines() - before) / r.requests) * 100) / 100;
      r.ofBare = Math.round((r.reqPerSec / round.bare.reqPerSec) * 1000) / 1000;
      round[`health_${level}`] = r;
      await stop(saathi.child);
    }
    rounds.push(round);
    console.log(JSON.stringify(round));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const result = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  method: `autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a ${SECONDS} s warm-up; the bare server and Saathi each in their own process`,
  goal: "health_info.ofBare >= 0.5 and at most one log line per request",
  rounds,
};
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/health.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
