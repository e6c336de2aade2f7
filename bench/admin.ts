// Benchmark: the admin console's tables with 10,000 experts, 100,000 members and 500,000
// bookings. Targets: applications queue, member search and bookings search p95 under 50 ms server-side;
// the payouts ledger of one expert for a month under 100 ms. The app runs in this process on an
// embedded PostgreSQL; each request goes through app.inject with a signed-in admin whose session proved
// the second factor, and its time is the server's own (Server-Timing: onRequest to onSend). Also
// prints the EXPLAIN (ANALYZE, BUFFERS) of the slowest case's slowest query. Writes
// bench/results/admin.json (not with BENCH_SMALL).
// Run: node --import tsx bench/admin.ts              (about 3 minutes on 2 cores)
//      BENCH_SMALL=1 node --import tsx bench/admin.ts (1/100 of the volumes, under a minute)
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { connect, runMigrations } from "../apps/server/src/platform/db/client.ts";
import { startEmbeddedDatabase } from "../apps/server/src/platform/db/embedded.ts";
import { type BenchCase, benchCases, loadSamples } from "./support/admin-cases.ts";
import { seed, seedCounts } from "./support/admin-seed.ts";
import { captureQueries } from "./support/query-capture.ts";

const SMALL = Boolean(process.env.BENCH_SMALL);
const scale = SMALL ? 0.01 : 1;
const volumes = { members: 100_000 * scale, experts: 10_000 * scale, bookings: 500_000 * scale };
const REQUESTS = Number(process.env.REQUESTS ?? (SMALL ? 30 : 300));
const CASE_SECONDS = Number(process.env.CASE_SECONDS ?? 20);
const ONLY = process.env.ONLY; // e.g. ONLY=members to time one endpoint
const root = path.resolve(import.meta.dirname, "..");

const log = pino({ level: "warn" });
// BENCH_DB_DIR keeps the seeded database between runs (to time a newly merged endpoint or try an index).
const keptDir = process.env.BENCH_DB_DIR;
const dataDir = keptDir ? path.resolve(keptDir) : mkdtempSync(path.join(os.tmpdir(), "saathi-bench-admin-"));
const pg = await startEmbeddedDatabase(dataDir, log, { persistent: Boolean(keptDir) });
const database = connect(pg.url, 10);
await runMigrations(database.db);
const seeded = (await database.pool.query("select to_regclass('bench_people') is not null as s")).rows[0].s;
const config = loadConfig({
  NODE_ENV: "test",
  PORT: "0",
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
  SERVE_WEB: "false",
  JOBS: "false",
  AUTH_SECRET: randomBytes(24).toString("hex"),
  PUBLIC_URL: "http://localhost:3000",
  LOG_LEVEL: "warn",
});

const t0 = performance.now();
const seedSteps = seeded
  ? { reused: 0 }
  : await seed(database.pool, volumes, {
      gstPercent: config.PAYMENT_GST_PERCENT,
      commissionPercent: config.PLATFORM_COMMISSION_PERCENT,
    });
const seedMs = Math.round(performance.now() - t0);
const counts = await seedCounts(database.pool);
// The split must be the app's: tax + commission + earning = amount on every paid row.
const { rows: badSplit } = await database.pool.query(
  "select count(*)::int as n from payments where tax is not null and tax + commission + earning <> amount",
);
if (badSplit[0].n !== 0) throw new Error("seeded payments do not split like splitPayment");
console.log(`seeded in ${seedMs} ms`, seedSteps, counts);

// An admin whose session proved the second factor; the cookie is better-auth's signed token.
const token = randomBytes(24).toString("base64url");
await database.pool.query(`
  with a as (insert into "user" (name, email, email_verified, role) values ('Bench Admin', 'admin@bench.local', true, 'admin')
    on conflict (email) do update set role = 'admin' returning id),
  p as (insert into user_profiles (user_id, display_name, username, role) select id, 'Bench Admin', 'bench_admin', 'admin' from a on conflict do nothing)
  insert into session (token, user_id, expires_at, second_factor_at, last_active_at)
  select '${token}', id, now() + interval '1 day', now(), now() from a`);
const signature = createHmac("sha256", config.authSecret).update(token).digest("base64");
const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;

const capture = captureQueries(database.pool);
const { app } = await buildApp({ config, database, logger: log });
await app.ready();
const samples = await loadSamples(database.pool);
const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
if (me.statusCode !== 200 || !me.body.includes("admin@bench.local"))
  throw new Error(`admin session refused: ${me.body}`);

async function call(url: string) {
  const res = await app.inject({ method: "GET", url, headers: { cookie } });
  return {
    status: res.statusCode,
    body: res.body,
    ms: Number(res.headers["server-timing"]?.toString().match(/dur=([\d.]+)/)?.[1]),
  };
}
const pct = (xs: number[], p: number) =>
  Number((xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0).toFixed(2));

type CaseResult = { endpoint: string; name: string; targetP95Ms: number } & (
  | { requests: number; p50: number; p95: number; p99: number; max: number; met: boolean; sampleUrl: string }
  | { skipped: string }
);

async function measure(c: BenchCase): Promise<CaseResult> {
  const head = { endpoint: c.endpoint, name: c.name, targetP95Ms: c.targetP95Ms };
  const probe = await call(c.url(samples));
  if (probe.status === 404 && probe.body.includes("No such endpoint"))
    return { ...head, skipped: "endpoint not merged yet" };
  if (probe.status !== 200) return { ...head, skipped: `${probe.status} ${probe.body.slice(0, 200)}` };
  for (let i = 0; i < Math.min(20, REQUESTS); i++) await call(c.url(samples));
  const times: number[] = [];
  // A slow case stops after CASE_SECONDS (at least 30 requests), so a miss does not hold the run up.
  const until = performance.now() + CASE_SECONDS * 1000;
  for (let i = 0; i < REQUESTS && (i < 30 || performance.now() < until); i++) {
    const r = await call(c.url(samples));
    if (r.status !== 200) throw new Error(`${c.endpoint} ${c.name}: ${r.status} ${r.body.slice(0, 300)}`);
    times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  const p95 = pct(times, 0.95);
  return {
    ...head,
    requests: times.length,
    p50: pct(times, 0.5),
    p95,
    p99: pct(times, 0.99),
    max: pct(times, 1),
    met: p95 < c.targetP95Ms,
    sampleUrl: c.url(samples),
  };
}

const cases = benchCases(scale).filter((c) => !ONLY || ONLY.split(",").includes(c.endpoint));
const results: CaseResult[] = [];
for (const c of cases) {
  const r = await measure(c);
  results.push(r);
  console.log(
    c.endpoint.padEnd(13),
    c.name.padEnd(34),
    "p50" in r ? `p50 ${r.p50} p95 ${r.p95} p99 ${r.p99} ms` : r.skipped,
  );
}

// EXPLAIN="partly refunded;no filter, page 1000" prints the plans of those cases' slowest queries too.
for (const name of process.env.EXPLAIN?.split(";") ?? []) {
  const r = results.find((x) => x.name === name && "p95" in x) as { sampleUrl: string } | undefined;
  if (!r) continue;
  const plans = await capture.explain(await capture.during(() => call(r.sampleUrl)));
  console.log(`\n== ${name} (${r.sampleUrl})\n${plans[0]?.sql}\n${plans[0]?.plan.join("\n")}`);
}

// The plan of the slowest case's slowest query, with the parameters it ran with.
const measured = results.filter((r): r is Extract<CaseResult, { p95: number }> => "p95" in r);
const slowest = measured.sort((a, b) => b.p95 / b.targetP95Ms - a.p95 / a.targetP95Ms)[0];
let slowestPlan: unknown = null;
if (slowest) {
  const queries = await capture.during(() => call(slowest.sampleUrl));
  const plans = await capture.explain(queries);
  slowestPlan = {
    case: `${slowest.endpoint}: ${slowest.name}`,
    url: slowest.sampleUrl,
    queries: plans.length,
    slowestQuery: plans[0],
  };
  console.log(`\nslowest case: ${slowest.endpoint} / ${slowest.name} (${slowest.sampleUrl})`);
  if (plans[0]) console.log(plans[0].sql, "\n", plans[0].plan.join("\n"));
}

const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cpus, ${os.cpus()[0]?.model}`,
  volumes,
  counts,
  seedMs,
  seedSteps,
  /** What code was measured, e.g. which branches were merged (BENCH_NOTE). */
  note: process.env.BENCH_NOTE ?? null,
  requestsPerCase: REQUESTS,
  loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
  method: "app.inject in-process, one request at a time, Server-Timing (onRequest to onSend) in ms",
  targets: { applicationsP95Ms: 50, membersP95Ms: 50, bookingsP95Ms: 50, payoutsLedgerP95Ms: 100 },
  cases: results.sort((a, b) => cases.findIndex((c) => c.name === a.name) - cases.findIndex((c) => c.name === b.name)),
  slowestPlan,
};
console.log("\n| endpoint | case | p50 | p95 | p99 | target p95 |\n|---|---|---|---|---|---|");
for (const r of result.cases)
  console.log(
    `| ${r.endpoint} | ${r.name} | ${"p50" in r ? `${r.p50} | ${r.p95} | ${r.p99}` : `${r.skipped} | | `} | ${r.targetP95Ms} |`,
  );
if (!SMALL && !ONLY && !seeded) {
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/admin.json"), `${JSON.stringify(result, null, 2)}\n`);
}

await app.close();
await database.pool.end();
await pg.stop();
if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
