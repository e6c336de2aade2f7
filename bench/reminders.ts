// Benchmark: 10,000 confirmed sessions in one day, booked over the three days before (the
// latest 30 minutes ahead). Every reminder (confirmation, 24 h, 1 h, 10 min, and the no-show notice,
// since nobody joins) goes through the real channels (in-app notification + live event, email to the
// dev outbox) by the worker's real tick on an embedded PostgreSQL. Time is simulated: the worker ticks
// every 15 s of virtual time, a tick that takes longer delays the next one by as much (as the real loop
// does), and the tick grid is set just before the due instants (the worst case: every reminder waits a
// whole tick). A reminder's lateness = the tick's virtual time − its due time + the wall time the tick
// had spent when it finished that reminder. Then the real 15-second loop idles for 60 s with nothing
// due and process.cpuUsage() measures what it costs. Writes bench/results/reminders.json (not with BENCH_SMALL).
// Run: node --import tsx bench/reminders.ts            (several minutes on 2 cores)
//      BENCH_SMALL=1 node --import tsx bench/reminders.ts (1/10 of the sessions, 10 s idle)
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp } from "../apps/server/src/app.ts";
import { createNotificationsRepository } from "../apps/server/src/modules/notifications/notifications.repository.ts";
import { createNotificationsService } from "../apps/server/src/modules/notifications/notifications.service.ts";
import { createReminderWorker } from "../apps/server/src/modules/reminders/reminders.jobs.ts";
import { createRemindersModule } from "../apps/server/src/modules/reminders/reminders.module.ts";
import type { ReminderRow } from "../apps/server/src/modules/reminders/reminders.repository.ts";
import { createRemindersRepository } from "../apps/server/src/modules/reminders/reminders.repository.ts";
import { createSettingsRepository } from "../apps/server/src/modules/settings/settings.repository.ts";
import { createSettingsService } from "../apps/server/src/modules/settings/settings.service.ts";
import { createSessionReader } from "../apps/server/src/platform/auth/session.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { connect, runMigrations } from "../apps/server/src/platform/db/client.ts";
import { startEmbeddedDatabase } from "../apps/server/src/platform/db/embedded.ts";
import { createRateLimiter } from "../apps/server/src/platform/http/rate-limit.ts";
import { createMessenger } from "../apps/server/src/platform/mail/messenger.ts";

const SMALL = Boolean(process.env.BENCH_SMALL);
const SESSIONS = SMALL ? 1000 : 10_000;
const EXPERTS = SESSIONS / 20;
const MEMBERS = SESSIONS / 5;
const TICK_MS = 15_000;
const IDLE_MS = SMALL ? 10_000 : 60_000;
const TARGET_LATENESS_MS = 60_000;
const TARGET_IDLE_CPU = 5;
const MIN = 60_000;
const HOUR = 60 * MIN;

const root = path.resolve(import.meta.dirname, "..");
const log = pino({ level: "warn" });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-reminders-"));
const pg = await startEmbeddedDatabase(dataDir, log, { persistent: false });
const database = connect(pg.url, 20);
await runMigrations(database.db);
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
const built = await buildApp({ config, database, logger: log });
const { db } = database;
const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);

// The day: tomorrow (UTC midnight), 10,000 sessions, 20 per expert at distinct hours.
const day = Math.ceil(Date.now() / (24 * HOUR)) * 24 * HOUR + 24 * HOUR;
const t0 = performance.now();
await q(`create unlogged table bench_people as
  select n, gen_random_uuid() as id, n > ${MEMBERS} as expert from generate_series(1, ${MEMBERS + EXPERTS}) n`);
await q(`insert into "user" (id, name, email, email_verified, role)
  select id, case when expert then 'Expert ' else 'Member ' end || n, 'bench' || n || '@bench.local', true,
    case when expert then 'expert' else 'users' end from bench_people`);
await q(`insert into user_profiles (user_id, display_name, username, role)
  select p.id, u.name, 'bench_' || p.n, u.role from bench_people p join "user" u on u.id = p.id`);
// Session j of expert i at hour (i + j) mod 24; member (i * 20 + j) mod MEMBERS; booked 30 min to 3 days ahead.
await q(
  `insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount, provider,
     hold_expires_at, created_at)
   select e.id, m.id, s.starts_at, s.starts_at + interval '1 hour', 'CONFIRMED', 'video', 'English', 100000, 'sandbox',
     s.starts_at, s.starts_at - make_interval(secs => 1800 + (hashint4(e.n * 31 + j) & 2147483647) % (3 * 86400 - 1800))
   from (select n, id, row_number() over (order by n) - 1 as i from bench_people where expert) e
   cross join generate_series(0, 19) j
   join (select id, row_number() over (order by n) - 1 as k from bench_people where not expert) m
     on m.k = (e.i * 20 + j) % ${MEMBERS}
   cross join lateral (select to_timestamp(${day / 1000}) + make_interval(hours => ((e.i + j) % 24)::int) as starts_at) s`,
);
const { rows: bookings } = await q(
  "select id, extract(epoch from created_at) * 1000 as booked_at from bookings order by created_at",
);
const seedMs = Math.round(performance.now() - t0);
console.log(`seeded ${bookings.length} sessions on ${new Date(day).toISOString().slice(0, 10)} in ${seedMs} ms`);

// The same module the server builds, on a virtual clock; the worker is the real one with a timing probe.
let clock = 0;
const messenger = createMessenger(config, db, log);
const settings = createSettingsService(createSettingsRepository(db));
const notifications = createNotificationsService(createNotificationsRepository(db), built.realtime.publisher, {
  settings,
  messenger,
  limiter: createRateLimiter(db),
  publicUrl: config.publicUrl,
  log,
});
const reminders = createRemindersModule({
  db,
  session: createSessionReader(db, config.authSecret),
  notifications,
  settings,
  messenger,
  disputes: {
    report: () => Promise.reject(new Error("not in the bench")),
    forBooking: () => Promise.reject(new Error("not in the bench")),
  },
  publicUrl: config.publicUrl,
  log,
  now: () => clock,
});
const lateness: number[] = [];
const byKind = new Map<string, number[]>();
let tickStartedWall = 0;
let tickVirtual = 0;
const outcomes: Record<string, number> = {};
const worker = createReminderWorker({
  repo: createRemindersRepository(db),
  log,
  async send(row: ReminderRow, now: Date) {
    const out = await reminders.services.reminders.service.send(row, now);
    outcomes[out] = (outcomes[out] ?? 0) + 1;
    if (out === "sent") {
      const late = tickVirtual - row.due_at.getTime() + (performance.now() - tickStartedWall);
      lateness.push(late);
      const list = byKind.get(row.kind) ?? [];
      list.push(late);
      byKind.set(row.kind, list);
    }
    return out;
  },
});

// Virtual time: from the first booking to an hour after the last session's end, one tick per 15 s (or
// per tick when longer); the grid sits 1 ms before the due instants (on the hour and the half hour).
const first = Number(bookings[0].booked_at);
let v = Math.floor(first / TICK_MS) * TICK_MS - 1;
const end = day + 26 * HOUR;
let next = 0;
let scheduleMs = 0;
let ticks = 0;
let busiestTickMs = 0;
const simStart = performance.now();
while (v <= end) {
  // Bookings confirmed since the last tick are scheduled (as settle() does at payment), at their own time.
  const s0 = performance.now();
  while (next < bookings.length && Number(bookings[next].booked_at) <= v) {
    const batch: Promise<void>[] = [];
    for (; next < bookings.length && Number(bookings[next].booked_at) <= v && batch.length < 8; next++) {
      clock = Number(bookings[next].booked_at);
      batch.push(reminders.services.reminders.service.schedule(bookings[next].id));
    }
    await Promise.all(batch);
  }
  scheduleMs += performance.now() - s0;
  clock = v;
  tickVirtual = v;
  tickStartedWall = performance.now();
  const r = await worker.tick(v);
  const took = performance.now() - tickStartedWall;
  ticks++;
  if (r.claimed) busiestTickMs = Math.max(busiestTickMs, took);
  v += Math.max(TICK_MS, Math.ceil(took));
  // Nothing due and no booking before the next due instant: jump the empty ticks (they would find nothing).
  if (!r.claimed) {
    const { rows } = await q(
      "select extract(epoch from min(next_attempt_at)) * 1000 as at from session_reminders where status = 'pending'",
    );
    const due = rows[0]?.at == null ? end + TICK_MS : Number(rows[0].at);
    const upcoming = Math.min(due, next < bookings.length ? Number(bookings[next].booked_at) : Infinity);
    if (upcoming > v) v += Math.floor((upcoming - v) / TICK_MS) * TICK_MS;
  }
}
const simMs = Math.round(performance.now() - simStart);

const pct = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    count: s.length,
    p50Ms: Math.round(pct(s, 50)),
    p99Ms: Math.round(pct(s, 99)),
    maxMs: Math.round(s[s.length - 1] ?? 0),
  };
};
const { rows: counts } = await q("select status, count(*)::int as n from session_reminders group by status order by 1");
const { rows: deliveries } = await q(
  "select channel, status, count(*)::int as n from reminder_deliveries group by 1, 2 order by 1, 2",
);

// Idle: the real 15-second loop, nothing due, for IDLE_MS.
clock = Date.now();
const idleWorker = createRemindersModule({
  db,
  session: createSessionReader(db, config.authSecret),
  notifications,
  settings,
  messenger,
  disputes: {
    report: () => Promise.reject(new Error("not in the bench")),
    forBooking: () => Promise.reject(new Error("not in the bench")),
  },
  publicUrl: config.publicUrl,
  log,
}).services.reminders.worker;
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
idleWorker.start();
await new Promise((r) => setTimeout(r, IDLE_MS));
await idleWorker.stop();
const cpu = process.cpuUsage(cpu0);
const idleWall = performance.now() - wall0;
const idleCpuPercent = Math.round(((cpu.user + cpu.system) / 1000 / idleWall) * 100 * 1000) / 1000;

const all = stats(lateness);
const result = {
  benchmark:
    "reminders: 10,000 confirmed sessions in one day; lateness of every reminder after its due time with the worker's real tick (virtual clock, 15 s ticks, worst-case grid), and the idle loop's CPU",
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  sessions: bookings.length,
  experts: EXPERTS,
  members: MEMBERS,
  tickSeconds: TICK_MS / 1000,
  seedMs,
  simulation: {
    wallMs: simMs,
    schedulingWallMs: Math.round(scheduleMs),
    ticks,
    busiestTickMs: Math.round(busiestTickMs),
    outcomes,
    reminders: Object.fromEntries(counts.map((r) => [r.status, r.n])),
    deliveries: Object.fromEntries(deliveries.map((r) => [`${r.channel}:${r.status}`, r.n])),
  },
  latenessMs: all,
  latenessByKindMs: Object.fromEntries([...byKind.entries()].map(([k, xs]) => [k, stats(xs)])),
  idle: {
    seconds: Math.round(idleWall / 1000),
    cpuUserMs: Math.round(cpu.user / 1000),
    cpuSystemMs: Math.round(cpu.system / 1000),
    cpuPercent: idleCpuPercent,
  },
  target: { latenessMaxMs: TARGET_LATENESS_MS, idleCpuPercent: TARGET_IDLE_CPU },
  pass: all.maxMs < TARGET_LATENESS_MS && idleCpuPercent < TARGET_IDLE_CPU,
};
console.log(JSON.stringify(result, null, 2));
if (!SMALL) writeFileSync(path.join(root, "bench/results/reminders.json"), `${JSON.stringify(result, null, 2)}\n`);

await built.app.close();
await database.pool.end();
await pg.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.pass ? 0 : 1);
