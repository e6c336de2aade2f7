// The members of bench/two-nodes.mjs, written straight into the database, and the database made to look
// like a running one.
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/platform/db/client.ts";

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
