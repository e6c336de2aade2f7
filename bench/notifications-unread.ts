// "Unless an unread one from the same actor exists" for a long-time member: the check a chat's first
// message and its send facts make on the receiver's notifications, with and without the partial index
// on unread rows (migration 0056). Writes bench/results/notifications-unread.json.
// Run: npx tsx bench/notifications-unread.ts (about 20 s; NOTIFICATIONS=5000 by default).
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { connect, runMigrations } from "../apps/server/src/platform/db/client.ts";
import { startEmbeddedDatabase } from "../apps/server/src/platform/db/embedded.ts";

const NOTIFICATIONS = Number(process.env.NOTIFICATIONS ?? 5000);
const RUNS = 200;
const pg = await startEmbeddedDatabase(
  mkdtempSync(path.join(os.tmpdir(), "saathi-bench-unread-")),
  pino({ level: "warn" }),
  {
    persistent: false,
  },
);
const d = connect(pg.url, 2);
await runMigrations(d.db);
const q = (text: string, values: unknown[] = []) => d.pool.query(text, values);
await q(`insert into "user" (id, name, email, email_verified)
  select gen_random_uuid(), 'u' || i, 'u' || i || '@bench.local', true from generate_series(1, 2000) i`);
const ids: string[] = (await q(`select id from "user" order by email`)).rows.map((r) => r.id);
const [me, actor] = [ids[0], ids[5]];
// One member with a long history (likes, comments, read messages; three unread), everyone else one.
await q(
  `insert into notifications (user_id, type, is_read, data, created_at)
  select $1, (array['like', 'comment', 'message', 'follow'])[1 + i % 4], i > 3,
    jsonb_build_object('actor_id', ($2::uuid[])[2 + i % 1999]::text), now() - make_interval(mins => i)
  from generate_series(1, $3::int) i`,
  [me, ids, NOTIFICATIONS],
);
await q(`insert into notifications (user_id, type, is_read, data) select id, 'like', true, '{}' from "user"`);
await q("vacuum analyze notifications");

const check = {
  name: "unread_check",
  text: `select exists (select 1 from notifications n where n.user_id = $1 and n.type = 'message'
    and n.is_read = false and n.data->>'actor_id' = $2::text) as unread`,
};
const measure = async () => {
  const client = await d.pool.connect();
  try {
    for (let i = 0; i < 20; i++) await client.query({ ...check, values: [me, actor] });
    const plan = (await client.query(`explain (analyze, costs off) ${check.text}`, [me, actor])).rows.map(
      (r) => r["QUERY PLAN"] as string,
    );
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < RUNS; i++) await client.query({ ...check, values: [me, actor] });
    const msPerCheck = Number(process.hrtime.bigint() - t0) / 1e6 / RUNS;
    const execution = plan.find((l) => l.startsWith("Execution Time"));
    return {
      msPerCheckRoundTrip: Number(msPerCheck.toFixed(3)),
      execution,
      scan: plan.find((l) => l.includes("Scan")),
    };
  } finally {
    client.release();
  }
};
const withIndex = await measure();
await q("drop index notifications_unread_idx");
const withoutIndex = await measure();
const out = {
  measuredAt: new Date().toISOString(),
  method: `one member with ${NOTIFICATIONS} notifications (3 unread), 2,000 others with one each; the check a chat's first message makes, ${RUNS} times on one connection after 20 warm-up calls, and EXPLAIN ANALYZE`,
  withIndex,
  withoutIndex,
};
writeFileSync(path.join(import.meta.dirname, "results/notifications-unread.json"), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
await d.pool.end();
await pg.stop();
