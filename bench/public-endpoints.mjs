// Benchmark: the public endpoints every visitor hits, measured from outside with 50
// connections, side by side in one run with a bare node:http server on the same machine.
// Saathi runs production-like (its own DATA_DIR and embedded PostgreSQL, demo seed, LOG_LEVEL as
// configured, default info; SERVE_WEB=false). Each target gets a 2 s warm-up, then 10 s measured.
// Writes bench/results/public-endpoints.json. Run: node bench/public-endpoints.mjs
// (SECONDS=10 CONNECTIONS=50 by default; LOG_LEVEL passes through to the server when set.)
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort } from "./support/process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;

const children = [];
const stopAll = async () => {
  await Promise.all(
    children.map(
      (c) =>
        new Promise((r) => {
          if (c.exitCode !== null || c.signalCode !== null) return r();
          c.on("exit", r);
          c.kill("SIGTERM");
          setTimeout(() => c.kill("SIGKILL"), 15_000).unref();
        }),
    ),
  );
};
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stopAll().then(() => process.exit(130)));

async function waitFor(url, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

// The bare server: its own process (so it does not share an event loop with autocannon).
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    "-e",
    `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end('{"ok":true}'); }).listen(${barePort}, "127.0.0.1")`,
  ],
  { stdio: "inherit" },
);
children.push(bare);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-public-"));
const port = await freePort();
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", SERVE_WEB: "false" };
delete env.DATABASE_URL;
// Production writes its log lines to stdout for a collector; here into a file, as a collector tails.
const logFile = openSync(path.join(dataDir, "server.log"), "a");
const saathi = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env,
  stdio: ["ignore", logFile, "inherit"],
});
children.push(saathi);

const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`http://127.0.0.1:${barePort}/`, 10_000);
  await waitFor(`${base}/api/health`, 120_000);
  // The demo seed runs at start; wait until the landing page has experts to show.
  for (let i = 0; i < 300; i++) {
    const list = await (await fetch(`${base}/api/experts/featured`)).json();
    if (Array.isArray(list) && list.length > 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  const targets = [
    ["bare node:http", `http://127.0.0.1:${barePort}/`],
    ["/api/health", `${base}/api/health`],
    ["/api/experts/featured", `${base}/api/experts/featured`],
    ["/api/experts?page=1&pageSize=12", `${base}/api/experts?page=1&pageSize=12`],
  ];
  const run = (url, duration) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections: CONNECTIONS, duration }, (err, res) => (err ? reject(err) : resolve(res)));
    });
  const results = {};
  for (const [name, url] of targets) {
    await run(url, WARMUP_SECONDS);
    const r = await run(url, SECONDS);
    results[name] = {
      url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ""),
      reqPerSec: Math.round(r.requests.average),
      latencyMs: { p50: r.latency.p50, p99: r.latency.p99 },
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    };
    console.log(`${name}: ${results[name].reqPerSec} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
  }
  const bareRate = results["bare node:http"].reqPerSec;
  for (const v of Object.values(results)) v.ratioToBare = Number((v.reqPerSec / bareRate).toFixed(3));
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    method: `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up, one after another in one run`,
    server: { LOG_LEVEL: process.env.LOG_LEVEL ?? "info (default)", SEED_DEMO: true, SERVE_WEB: false },
    targets: {
      "/api/health": "ratioToBare >= 0.5",
      "/api/experts/featured": "ratioToBare >= 0.4",
      "/api/experts?page=1&pageSize=12": "ratioToBare >= 0.4",
    },
    results,
  };
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  const out = process.env.OUT ?? path.join(root, "bench/results/public-endpoints.json");
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
