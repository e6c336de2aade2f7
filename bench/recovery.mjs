// Benchmark: how long Saathi is down when something is killed under `npm start`. Kills
// the server process with SIGKILL (the supervisor starts it again) and the embedded PostgreSQL's
// postmaster with SIGKILL (the server restarts it on the same port), RUNS times each, and times
// the gap until /api/health answers 200 again. Writes results/recovery.json.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = 3196;
const runs = Number(process.env.RUNS ?? 5);
const base = `http://127.0.0.1:${port}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function health() {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}
/** Milliseconds until health answers again (bounded: 60 s; the first start may build the web app). */
async function downtime(started, limit = 60_000) {
  const deadline = started + limit;
  while (performance.now() < deadline) {
    if (await health()) return performance.now() - started;
    await sleep(50);
  }
  throw new Error("Saathi did not come back within 60 s");
}
/** The server process's pid: the child of the supervisor whose command is main.ts. */
function serverPid(supervisorPid) {
  for (const pid of readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, "utf8").trim().split(/\s+/)) {
    if (pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("main.ts")) return Number(pid);
  }
  throw new Error("no server process under the supervisor");
}
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]);
  return { p50: at(0.5), max: Math.round(s[s.length - 1]), min: Math.round(s[0]) };
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-recovery-"));
const supervisor = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_DEMO: "false" },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  const first = performance.now();
  await downtime(first, 240_000);
  const server = [];
  const database = [];
  for (let i = 0; i < runs; i++) {
    process.kill(serverPid(supervisor.pid), "SIGKILL");
    const t = performance.now();
    await sleep(100);
    server.push(await downtime(t));
    const postmaster = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(postmaster, "SIGKILL");
    const u = performance.now();
    await sleep(100);
    database.push(await downtime(u));
  }
  const result = {
    benchmark: "recovery: SIGKILL under npm start until /api/health answers 200 again",
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    runs,
    serverKilledMs: stats(server),
    postmasterKilledMs: stats(database),
    target: "back by itself, no human; server within 10 s",
  };
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", "recovery.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  supervisor.kill("SIGTERM");
  await sleep(3000);
  rmSync(dataDir, { recursive: true, force: true });
}
