import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { schema } from "../../platform/db/schema.ts";
import { storeUnlessUnreadSql } from "./index.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("notifications repository: the one-round-trip gate and insert (issue 21)", () => {
  it("stores a notification and answers it with the actor and the member's language", async () => {
    const [asha, ravi] = await Promise.all([h.member({ displayName: "Asha" }), h.member()]);
    await h.database.db.update(userProfiles).set({ locale: "hi" }).where(eq(userProfiles.userId, ravi.id));
    const repo = createNotificationsRepository(h.database.db);
    const { row, locale } = await repo.insertPresented(ravi.id, "message", { actor_id: asha.id, sender_id: asha.id });
    expect(locale).toBe("hi");
    expect(row).toMatchObject({ type: "message", isRead: false, data: { actor_id: asha.id } });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.actor?.displayName).toBe("Asha");
    expect(await repo.list(ravi.id, 10)).toEqual([expect.objectContaining({ id: row.id, type: "message" })]);
  });

  it("relaxes synchronous_commit for its own transaction only, never for the connection", async () => {
    const [asha, ravi] = await Promise.all([h.member(), h.member()]);
    // One connection, so the statement after the insert runs where the insert ran.
    const pool = new pg.Pool({ connectionString: h.database.url, max: 1 });
    try {
      const repo = createNotificationsRepository(drizzle(pool, { schema }));
      await repo.insertPresented(ravi.id, "like", { actor_id: asha.id });
      const { rows } = await pool.query<{ synchronous_commit: string }>("show synchronous_commit");
      expect(rows[0]?.synchronous_commit).toBe("on");
    } finally {
      await pool.end();
    }
  });

  it("gate: an unread one from the actor, and an actor hidden by a block either way or a mute", async () => {
    const [asha, ravi, meera] = await Promise.all([h.member(), h.member(), h.member()]);
    const repo = createNotificationsRepository(h.database.db);
    expect(await repo.gate(ravi.id, "message", asha.id)).toEqual({ unread: false, hidden: false });
    await repo.insertPresented(ravi.id, "message", { actor_id: asha.id });
    expect(await repo.gate(ravi.id, "message", asha.id)).toEqual({ unread: true, hidden: false });
    // Only that type, only from that actor.
    expect(await repo.gate(ravi.id, "like", asha.id)).toEqual({ unread: false, hidden: false });
    expect(await repo.gate(ravi.id, "message", meera.id)).toEqual({ unread: false, hidden: false });
    await h.database.db.execute(sql`update notifications set is_read = true where user_id = ${ravi.id}`);
    expect((await repo.gate(ravi.id, "message", asha.id)).unread).toBe(false);

    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${asha.id}, ${ravi.id})`);
    expect((await repo.gate(ravi.id, "message", asha.id)).hidden).toBe(true);
    await h.database.db.execute(sql`insert into mutes (muter_id, muted_id) values (${ravi.id}, ${meera.id})`);
    expect((await repo.gate(ravi.id, "message", meera.id)).hidden).toBe(true);
    // A mute is one-way: Meera still hears from Ravi.
    expect((await repo.gate(meera.id, "message", ravi.id)).hidden).toBe(false);
  });
});

describe("'unless an unread one from the same actor exists' (a chat's first message)", () => {
  it("looks up each row's unread notifications by index, in the generic plan a kept prepared statement uses", async () => {
    const ravi = await h.member();
    const client = new pg.Client({ connectionString: h.database.url });
    await client.connect();
    try {
      await client.query("begin");
      // Many unread rows: a plan that hashes them all (a hash anti-join over the partial index) read every
      // unread notification on each chat insert (2.1 ms a message in bench/two-nodes.mjs).
      await client.query(
        `insert into notifications (user_id, type, data) select $1, 'message', jsonb_build_object('actor_id', gen_random_uuid()::text)
        from generate_series(1, 3000)`,
        [ravi.id],
      );
      await client.query("analyze notifications");
      await client.query("set local plan_cache_mode = force_generic_plan");
      const source = sql.raw("(select * from unnest($1::uuid[], $2::text[], $3::jsonb[]) as x(user_id, type, data))");
      const { sql: text } = new PgDialect().sqlToQuery(
        sql`with ins as (${storeUnlessUnreadSql(source)}) select count(*) from ins`,
      );
      await client.query(`prepare unless_unread (uuid[], text[], jsonb[]) as ${text}`);
      const plan =
        // EXPLAIN takes no bind parameters: the member's id (a uuid the harness made) is written in.
        (
          await client.query(
            `explain (costs off) execute unless_unread (array['${ravi.id}'::uuid], array['message'], array[jsonb_build_object('actor_id', '${ravi.id}')])`,
          )
        ).rows
          .map((r) => r["QUERY PLAN"])
          .join("\n");
      expect(plan).toContain("notifications_unread_idx");
      expect(plan).not.toMatch(/Anti Join|Seq Scan on notifications/);
    } finally {
      await client.query("rollback").catch(() => {});
      await client.end();
    }
  });
});
