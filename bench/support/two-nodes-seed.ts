// The members of bench/two-nodes.mjs, written straight into the database, and the database made to look
// like a running one.
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/platform/db/client.ts";

/** Older messages per member (read, days ago), and a read notification for each. */
const HISTORY_PER_MEMBER = Number(process.env.HISTORY ?? 10);

/** `members` members with a session each (token `tok-<id>`); their ids, in a fixed order. */
export async function seedMembers(db: Db, members: number): Promise<string[]> {
  // Members of some standing (not new accounts), each with a session row whose cookie we sign.
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at)
    select gen_random_uuid(), 'Node Member ' || i, 'node' || lpad(i::text, 5, '0') || '@bench.local', true,
      now() - interval '90 days'
    from generate_series(1, ${members}) i`);
  await db.execute(sql`
    insert into user_profiles (user_id, display_name, username, created_at)
    select id, name, split_part(email, '@', 1), created_at from "user"`);
  await db.execute(sql`
    insert into session (token, user_id, expires_at) select 'tok-' || id, id, now() + interval '1 day' from "user"`);
  // History, as a running deployment has: older conversations (read, days ago) and read notifications,
  // between other pairs than the bench's (member k with member k+2 by email order). Without them the
  // chat tables are analysed empty, and the send context's prepared statement keeps a generic plan of
  // sequential scans on chat_messages and notifications all run long, which cost 0.8 ms of PostgreSQL
  // CPU per message as they grew to 10,000 rows (PG_PROFILE=1; 2.4 ms per execution at 10,000 rows,
  // 0.28 ms once analysed with rows). A live server's tables have rows and statistics.
  await db.execute(sql`
    with m as (select id, row_number() over (order by email) as n from "user"),
    pairs as (select a.id as a, b.id as b from m a join m b on b.n = a.n + 2)
    insert into chat_messages (sender_id, receiver_id, message, sent_at, delivered_at, read_at)
    select case when k % 2 = 0 then a else b end, case when k % 2 = 0 then b else a end, 'earlier ' || k,
      t, t, t
    from pairs, generate_series(1, ${HISTORY_PER_MEMBER}) k,
      lateral (select now() - make_interval(days => 2 + k) as t) ts`);
  await db.execute(sql`
    insert into notifications (user_id, type, is_read, data, created_at)
    select receiver_id, 'message', true, jsonb_build_object('actor_id', sender_id), sent_at
    from chat_messages`);
  // A running database, not one created a minute ago: a live deployment's tables are not bulk-loaded
  // seconds before its busy hour (vacuum and analyze them now, not autovacuum mid-run), and its
  // checkpoints have left old WAL segments to recycle, where a fresh cluster creates and zero-fills
  // each new 16 MB segment (about 11,000 messages here) while commits wait. About 60 MB of throwaway
  // WAL and a checkpoint leave recycled segments for the run.
  await db.execute(sql`vacuum analyze`);
  await db.execute(
    sql`create table wal_history as select g, repeat('x', 200) as pad from generate_series(1, 250000) g`,
  );
  await db.execute(sql`drop table wal_history`);
  await db.execute(sql`checkpoint`);
  return (await db.execute<{ id: string }>(sql`select id from "user" order by email`)).rows.map((r) => r.id);
}
