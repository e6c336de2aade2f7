// Benchmark: the outcomes table over 100,000 members' before-session scores. Each member answers one
// questionnaire (60% PHQ-9, 30% GAD-7, 10% WHO-5) before 2 to 9 weekly sessions (a day or two of
// jitter, some weeks skipped) starting over 12 months, plus a self-check each (which must not count).
// The page reads outcome_summaries (one row per member and questionnaire, kept by triggers on
// assessment_results, migration 0036). Measures that read (outcomes.repository pairs) cold and warm,
// the whole computation (tally, small-number rule, months) of the service without its cache, and
// checks it gives the same rows as the old read over every score (test/outcomes-oracle.ts), timed
// too. Also what the summary costs: one check-in stored (its trigger recomputes one row) and the
// migration's backfill over every member. Target: under 1 s.
// Writes bench/results/outcomes.json (not with BENCH_SMALL).
// Run: node --import tsx bench/outcomes.ts            (about a minute to seed on 2 cores)
//      BENCH_SMALL=1 node --import tsx bench/outcomes.ts (10,000 members)

import { execSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import {
  createOutcomesRepository,
  type PairRow,
  pairsQuery,
} from "../apps/server/src/modules/outcomes/outcomes.repository.ts";
import { createOutcomesService } from "../apps/server/src/modules/outcomes/outcomes.service.ts";
import { connect, runMigrations } from "../apps/server/src/platform/db/client.ts";
import { startEmbeddedDatabase } from "../apps/server/src/platform/db/embedded.ts";
import { oldPairs } from "../apps/server/test/outcomes-oracle.ts";

const SMALL = Boolean(process.env.BENCH_SMALL);
const MEMBERS = SMALL ? 10_000 : 100_000;
const RUNS = 21;
const TARGET_MS = 1000;

const root = path.resolve(import.meta.dirname, "..");
const log = pino({ level: "warn" });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-outcomes-"));
const pg = await startEmbeddedDatabase(dataDir, log, { persistent: false });
const database = connect(pg.url, 5);
await runMigrations(database.db);
const db = database.db;

const seedStart = performance.now();
await db.execute(sql`insert into "user" (name, email, role, email_verified)
  select 'Member ' || g, 'member-' || g || '@bench.test', 'user', true from generate_series(1, ${MEMBERS}) g`);
await db.execute(sql`insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language,
    amount, provider, hold_expires_at)
  select e.id, m.id, now(), now() + interval '50 minutes', 'CONFIRMED', 'video', 'English', 50000, 'sandbox', now()
  from (select id from "user" order by id limit 1) e, (select id from "user" order by id desc limit 1) m`);
// Scores: a falling trend with noise, so every kind of change and remission occurs.
await db.execute(sql`
  with members as (
    select u.id, row_number() over (order by u.id) as n,
      (array['phq9','phq9','phq9','phq9','phq9','phq9','gad7','gad7','gad7','who5'])[1 + (hashtext(u.id::text) & 1023) % 10] as instrument,
      2 + (hashtext(u.id::text || 's') & 1023) % 8 as sessions,
      timestamptz '2025-12-01' + ((hashtext(u.id::text || 'd') & 1023) % 365) * interval '1 day' as first_at
    from "user" u where u.email like '%@bench.test'
  ), b as (select id from bookings limit 1)
  insert into assessment_results (user_id, instrument, answers, score, band_key, booking_id, created_at)
  select m.id, m.instrument, '{0}',
    greatest(0, least(case m.instrument when 'phq9' then 27 when 'gad7' then 21 else 25 end,
      case m.instrument when 'who5' then 8 + w + (hashtext(m.id::text || w) & 7) - 3
        else 18 - w + (hashtext(m.id::text || w) & 7) - 3 end)),
    'x', (select id from b),
    m.first_at + w * interval '7 days' * (1 + ((hashtext(m.id::text || 'gap') & 3) = 0)::int)
      + ((hashtext(m.id::text || w || 'j') & 3) - 1) * interval '1 day'
  from members m, generate_series(0, 8) w where w < m.sessions`);
await db.execute(sql`insert into assessment_results (user_id, instrument, answers, score, band_key, created_at)
  select id, 'phq9', '{0}', 10, 'x', now() from "user" where email like '%@bench.test'`);
await db.execute(sql`analyze`);
const seedMs = Math.round(performance.now() - seedStart);
const rows = (
  (await db.execute(sql`select count(*)::int as n from assessment_results where booking_id is not null`)).rows[0] as {
    n: number;
  }
).n;

const repo = createOutcomesRepository(db);
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};
const uptime = () => execSync("uptime").toString().trim();
const uptimeBefore = uptime();
const cold = await time(() => repo.pairs());
const queryMs: number[] = [];
for (let i = 0; i < RUNS; i++) queryMs.push(await time(() => repo.pairs()));
const computeMs: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const service = createOutcomesService(repo); // a fresh cache each time: the whole computation
  computeMs.push(await time(() => service.admin()));
}
const warm = createOutcomesService(repo);
const table = await warm.public();
const servedMs: number[] = [];
for (let i = 0; i < 200; i++) servedMs.push(await time(() => warm.public()));

// The old read over every score: the same rows (so the same table), and how long it took.
const key = (r: PairRow) => `${r.kind}|${r.instrument}|${r.weeks}|${r.month}|${r.first}|${r.later}|${r.members}`;
const oldMs: number[] = [];
let oldRows: PairRow[] = [];
for (let i = 0; i < 3; i++) oldMs.push(await time(async () => (oldRows = await oldPairs(db))));
const newRows = await repo.pairs();
const sameAsOld = JSON.stringify(newRows.map(key).sort()) === JSON.stringify(oldRows.map(key).sort());

// What keeping the summary costs a write: one before-session score of a random member (the trigger
// recomputes that member's row from their scores), autocommitted like the check-in's transaction.
const insertMs: number[] = [];
const someMembers = (
  (await db.execute(sql`select user_id, instrument from outcome_summaries order by random() limit 50`)).rows as {
    user_id: string;
    instrument: string;
  }[]
).map((r) => [r.user_id, r.instrument] as const);
const bookingId = ((await db.execute(sql`select id from bookings limit 1`)).rows[0] as { id: string }).id;
for (const [userId, instrument] of someMembers)
  insertMs.push(
    await time(() =>
      db.execute(sql`insert into assessment_results (user_id, instrument, answers, score, band_key, booking_id)
        values (${userId}, ${instrument}, '{0}', 7, 'x', ${bookingId})`),
    ),
  );
// The migration's backfill: every member's row recomputed at once.
const backfillMs = await time(() =>
  db.execute(sql`select outcome_summaries_refresh(array_agg(user_id), array_agg(instrument))
    from (select distinct user_id, instrument from assessment_results where booking_id is not null) k`),
);
const summaryRows = ((await db.execute(sql`select count(*)::int as n from outcome_summaries`)).rows[0] as { n: number })
  .n;
const plan = (
  (await db.execute(sql`explain (analyze, timing off, summary on) ${pairsQuery()}`)).rows as { "QUERY PLAN": string }[]
).map((r) => r["QUERY PLAN"]);
if (process.env.BENCH_EXPLAIN) console.log(plan.join("\n"));

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) =>
  Math.round(sorted(xs)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0);
const result = {
  benchmark:
    "outcomes: the public/console table over 100,000 members' before-session scores (one read of outcome_summaries, then the tally, small-number rule and months)",
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  members: MEMBERS,
  beforeSessionScores: rows,
  summaryRows,
  seedMs,
  /** The read of outcome_summaries (repository pairs). */
  queryMs: { cold: Math.round(cold), p50: pct(queryMs, 50), p95: pct(queryMs, 95), max: pct(queryMs, 100) },
  /** The whole table without the cache: the read, the tally, the small-number rule, the months. */
  computeMs: { p50: pct(computeMs, 50), p95: pct(computeMs, 95), max: pct(computeMs, 100) },
  /** What a request waits for: the last table, renewed in the background every 5 minutes. */
  servedMs: { p50: pct(servedMs, 50), p95: pct(servedMs, 95) },
  /** The read this replaced (every before-session score), same machine, same data. */
  oldQueryMs: { p50: pct(oldMs, 50), max: pct(oldMs, 100) },
  sameRowsAsOldRead: sameAsOld,
  /** One before-session score stored, its summary row recomputed by the trigger. */
  insertWithSummaryMs: { p50: pct(insertMs, 50), p95: pct(insertMs, 95) },
  /** The migration's backfill over every member and questionnaire. */
  backfillMs: Math.round(backfillMs),
  uptimeBefore,
  uptimeAfter: uptime(),
  loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
  targetMs: TARGET_MS,
  met: { served: pct(servedMs, 95) < TARGET_MS, compute: pct(computeMs, 95) < TARGET_MS, sameAsOld },
  sample: table.rows.filter((r) => r.instrument === "phq9"),
};
console.log(JSON.stringify(result, null, 2));
if (!SMALL) writeFileSync(path.join(root, "bench/results/outcomes.json"), `${JSON.stringify(result, null, 2)}\n`);
if (!sameAsOld) process.exitCode = 1;
await database.pool.end();
await pg.stop();
rmSync(dataDir, { recursive: true, force: true });
