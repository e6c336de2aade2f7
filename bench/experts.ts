// Benchmark: the expert directory with 2,000 experts (target p95 under 20 ms server-side)
// and one expert's 14-day availability (target under 10 ms). The server runs as its own process on an
// embedded PostgreSQL this script fills. Times are the server's own (Server-Timing header), so the
// load generator's cost is not counted. Writes bench/results/experts.json.
// Run: node --import tsx bench/experts.ts
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EXPERT_LANGUAGES, SESSION_TYPES, SPECIALISATIONS } from "@saathi/contract/experts";
import { sql } from "drizzle-orm";
import pino from "pino";
import { freeSlots } from "../apps/server/src/modules/availability/slots.ts";
import { connect, runMigrations } from "../apps/server/src/platform/db/client.ts";
import { freePort, startEmbeddedDatabase } from "../apps/server/src/platform/db/embedded.ts";

const EXPERTS = 2000;
const REQUESTS = Number(process.env.REQUESTS ?? 3000);
/** One client at a time (the server's own cost), then 8 at once (queueing on 2 cores included). */
const CONCURRENCIES = [1, 8];
const root = path.resolve(import.meta.dirname, "..");

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-experts-"));
const pg = await startEmbeddedDatabase(dataDir, pino({ level: "warn" }), { persistent: false });
const database = connect(pg.url, 10);
await runMigrations(database.db);
const db = database.db;
const t0 = Date.now();
await db.execute(sql`
  insert into "user" (id, name, email, email_verified, role)
  select gen_random_uuid(), 'Expert ' || i, 'expert' || i || '@bench.local', true, 'expert' from generate_series(1, ${EXPERTS}) i`);
await db.execute(sql`
  insert into user_profiles (user_id, display_name, username, role, bio)
  select id, name, split_part(email, '@', 1), 'expert', 'Counsellor for the benchmark.' from "user"`);
const langs = `{${EXPERT_LANGUAGES.join(",")}}`;
await db.execute(sql`
  insert into expert_profiles (user_id, full_name, phone_number, city, state, country, pincode, languages, bio,
    counselling_work_status, other_profession, academic_background, journey, years_experience, client_experience,
    hourly_rate, offers_free_consultation, payout_expectation, accepted_terms, published_at, verified_until, verified_badge,
    feedback_count, feedback_sum)
  select id, name, '9876543210', 'Pune', 'MH', 'India', '411001',
    array[(${langs}::text[])[1 + (random() * 3)::int], (${langs}::text[])[1 + (random() * 3)::int]],
    'Counsellor for the benchmark.', 'yes', 'Counsellor', 'M.A.', 'Journey', (random() * 20)::int, 'Many',
    50000 + (random() * 150000)::int, 'Maybe', 'Monthly', true, now(), now() + interval '12 months',
    'verified_counsellor', c, c * 4
  from (select id, name, (random() * 30)::int as c from "user") u`);
const specs = `{${SPECIALISATIONS.map((s) => `"${s}"`).join(",")}}`;
await db.execute(sql`
  insert into expert_specializations (user_id, specialization)
  select distinct u.id, (${specs}::text[])[1 + (random() * 5)::int] from "user" u, generate_series(1, 4)`);
await db.execute(sql`
  insert into expert_session_types (user_id, session_type)
  select distinct u.id, (${`{${SESSION_TYPES.join(",")}}`}::text[])[1 + (random() * 2)::int] from "user" u, generate_series(1, 2)`);
await db.execute(sql`
  insert into expert_weekly_schedule (user_id, weekday, start_time, end_time, timezone)
  select u.id, d, time '09:00' + make_interval(hours => (random() * 4)::int), time '17:00', 'Asia/Kolkata'
  from "user" u, generate_series(1, 5) d`);
// Some confirmed sessions in the coming week so availability has holes to subtract.
await db.execute(sql`
  insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount, provider, hold_expires_at)
  select u.id, u.id, date_trunc('hour', now()) + make_interval(hours => 24 * g + 5), date_trunc('hour', now()) + make_interval(hours => 24 * g + 6),
    'CONFIRMED', 'video', 'English', 100, 'sandbox', now()
  from "user" u, generate_series(1, 6) g`);
await db.execute(sql`analyze`);
const seedMs = Date.now() - t0;

const port = await freePort();
const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: pg.url,
    AUTH_SECRET: randomBytes(24).toString("hex"),
    SEED_DEMO: "false",
    SERVE_WEB: "false",
    JOBS: "false",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
  },
  stdio: "inherit",
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)] as T;
function directoryUrl(): string {
  const q = new URLSearchParams();
  if (Math.random() < 0.7) q.set("specialisations", pick(SPECIALISATIONS));
  if (Math.random() < 0.4) q.set("languages", pick(EXPERT_LANGUAGES));
  if (Math.random() < 0.3) q.set("sessionTypes", pick(SESSION_TYPES));
  q.set("page", String(1 + Math.floor(Math.random() * 5)));
  return `/api/experts?${q}`;
}
const expertIds = (await db.execute<{ id: string }>(sql`select id from "user" limit 50`)).rows.map((r) => r.id);

async function measure(makeUrl: () => string, n: number, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      const res = await fetch(base + makeUrl());
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      const dur = Number(res.headers.get("server-timing")?.match(/dur=([\d.]+)/)?.[1]);
      times.push(dur);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  const q = (p: number) => Number((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2));
  return { requests: times.length, p50: q(0.5), p95: q(0.95), p99: q(0.99), max: q(1) };
}

const availabilityUrl = () => `/api/experts/${pick(expertIds)}/availability?days=14`;
await measure(directoryUrl, 300, 4); // warm-up
await measure(availabilityUrl, 200, 4);
const runs: Record<string, unknown> = {};
for (const c of CONCURRENCIES) {
  runs[`concurrency${c}`] = {
    directoryServerMs: await measure(directoryUrl, REQUESTS, c),
    availability14dServerMs: await measure(availabilityUrl, REQUESTS, c),
  };
}

// The slot computation alone, in this process.
const schedule = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startTime: "09:00",
  endTime: "17:00",
  timezone: "Asia/Kolkata",
}));
const c0 = performance.now();
for (let i = 0; i < 1000; i++) freeSlots(schedule, [], Date.now(), 14);
const computeMs = Number(((performance.now() - c0) / 1000).toFixed(3));

const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cpus, ${os.cpus()[0]?.model}`,
  experts: EXPERTS,
  seedMs,
  ...runs,
  availabilityComputeOnlyMs: computeMs,
  targets: { directoryP95Ms: 20, availabilityMs: 10 },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/experts.json"), `${JSON.stringify(result, null, 2)}\n`);

server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
await database.pool.end();
await pg.stop();
rmSync(dataDir, { recursive: true, force: true });
