import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { schema } from "../../platform/db/schema.ts";
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
