// The send facts each node keeps (chat-facts-cache.ts): a conversation in progress reads nothing
// before its insert, yet a change made any way at all (here straight in the database, so no node's
// code knew of it) holds from the very next send, before any node has heard of it.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendChat } from "../../../test/chat-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { statementsOf } from "../../../test/statements.ts";
import { consentedMinor } from "../../../test/young-people-fixture.ts";
import { CHAT_FACTS_CHANNEL } from "./chat.module.ts";

let h: Harness;
const send = (m: Member, receiverId: string, message: string) => sendChat(h, m, receiverId, message);

/** Runs a change and resolves once its facts notification went out to every listener, this node's too. */
async function heard(change: () => Promise<unknown>) {
  const listener = new pg.Client({ connectionString: h.database.url });
  await listener.connect();
  try {
    await listener.query(`LISTEN ${CHAT_FACTS_CHANNEL}`);
    const notified = new Promise<void>((resolve) => listener.once("notification", () => resolve()));
    await change();
    await notified;
    // The app's own listener got the same notification at the same commit; let its handler run.
    await new Promise((r) => setTimeout(r, 100));
  } finally {
    await listener.end();
  }
}

beforeAll(async () => {
  // Sessions kept per node, as in production (the harness reads them every time by default).
  h = await startHarness({ SESSION_CACHE_MS: "60000" });
});
afterAll(() => h.close());

describe("send facts kept per node", () => {
  it("a conversation in progress sends two statements: the grouped insert and the bus (the session is kept per node)", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    for (let i = 0; i < 3; i++) expect((await send(a, b.id, `warm ${i}`)).statusCode).toBe(200);
    const seen = await statementsOf(async () => expect((await send(a, b.id, "in progress")).statusCode).toBe(200));
    expect(seen.filter((s) => !s.startsWith("insert into realtime_nodes") && !s.includes("realtime_nodes"))).toEqual([
      "chat_insert_messages",
      "realtime_notify",
    ]);
  });

  it("the first message since the receiver read sends three statements (was eight): the session is kept per node, the gate and choices come with the facts, the notification is stored in the message's statement, both events in one bus message", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    for (let i = 0; i < 3; i++) expect((await send(a, b.id, `warm ${i}`)).statusCode).toBe(200);
    // The count is of the steady path, once this node has heard the change (before that, the insert's
    // snapshot check refuses the kept facts and the send reads them again: the test above proves that).
    await heard(() => h.database.db.execute(sql`update notifications set is_read = true where user_id = ${b.id}`));
    const seen = await statementsOf(async () => expect((await send(a, b.id, "first since read")).statusCode).toBe(200));
    expect(seen.filter((s) => !s.includes("realtime_nodes"))).toEqual([
      "chat_send_contexts",
      "chat_insert_messages_notes",
      "realtime_notify",
    ]);
    const { rows } = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${b.id} and type = 'message' and not is_read`,
    );
    expect(rows[0]?.n).toBe(1);
    // And the conversation goes on at two.
    const next = await statementsOf(async () => expect((await send(a, b.id, "and on")).statusCode).toBe(200));
    expect(next.filter((s) => !s.includes("realtime_nodes"))).toEqual(["chat_insert_messages", "realtime_notify"]);
  });

  it("a new member's first message sends three statements: the sender's age comes with the facts, the notification with the insert", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    // The session read once (it is kept per node from then on), as any earlier request would; after the
    // sign-ups' own session changes were heard (a read they overlap is not kept).
    await new Promise((r) => setTimeout(r, 200));
    expect((await h.app.inject({ url: "/api/me", headers: { cookie: a.cookie } })).statusCode).toBe(200);
    const seen = await statementsOf(async () => expect((await send(a, b.id, "hello, new here")).statusCode).toBe(200));
    expect(seen.filter((s) => !s.includes("realtime_nodes"))).toEqual([
      "chat_send_contexts",
      "chat_insert_messages_notes",
      "realtime_notify",
    ]);
    const { rows } = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${b.id} and type = 'message' and not is_read`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("the young people's gate holds on kept facts: a consent withdrawn or an age recorded no node was told of refuses the next message", async () => {
    const [teen, b, a] = await Promise.all([consentedMinor(h), h.member(), h.member()]);
    for (let i = 0; i < 2; i++) expect((await send(teen, b.id, `with consent ${i}`)).statusCode).toBe(200);
    await h.database.db.execute(sql`update guardian_consents set status = 'withdrawn' where minor_id = ${teen.id}`);
    const refused = await send(teen, b.id, "consent withdrawn");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("GUARDIAN_CONSENT_NEEDED");
    await h.database.db.execute(sql`update guardian_consents set status = 'consented' where minor_id = ${teen.id}`);
    expect((await send(teen, b.id, "consent again")).statusCode).toBe(200);
    // An adult's kept facts, then an age under 18 recorded for them.
    for (let i = 0; i < 2; i++) expect((await send(a, b.id, `adult ${i}`)).statusCode).toBe(200);
    await h.database.db.execute(sql`insert into member_ages (user_id, adult_on, basis)
      values (${a.id}, current_date + 400, 'age_band')
      on conflict (user_id) do update set adult_on = excluded.adult_on`);
    const minorNow = await send(a, b.id, "a minor now");
    expect(minorNow.statusCode).toBe(403);
    expect(minorNow.json().code).toBe("GUARDIAN_CONSENT_NEEDED");
  });

  it("a first message read with its facts still tells nobody who muted the sender or turned message notices off", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    await h.database.db.execute(sql`insert into mutes (muter_id, muted_id) values (${b.id}, ${a.id})`);
    await h.database.db.execute(
      sql`insert into notification_preferences (user_id, kind, in_app, email) values (${c.id}, 'messages', false, false)`,
    );
    expect((await send(a, b.id, "to someone who muted me")).statusCode).toBe(200);
    expect((await send(a, c.id, "to someone with notices off")).statusCode).toBe(200);
    const unread = async (id: string) => {
      const { rows } = await h.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from notifications where user_id = ${id} and type = 'message'`,
      );
      return rows[0]?.n;
    };
    expect(await unread(b.id)).toBe(0);
    expect(await unread(c.id)).toBe(0);
    // The mute lifted and notices back on: the next first message tells them.
    await h.database.db.execute(sql`delete from mutes where muter_id = ${b.id}`);
    await h.database.db.execute(sql`delete from notification_preferences where user_id = ${c.id}`);
    await h.database.db.execute(sql`update notifications set is_read = true where user_id in (${b.id}, ${c.id})`);
    await send(a, b.id, "again");
    await send(a, c.id, "again");
    expect(await unread(b.id)).toBe(1);
    expect(await unread(c.id)).toBe(1);
  });

  it("a change no node was told of holds from the next send: block, privacy, buddies only, posting mute", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const ok = async () => expect((await send(a, b.id, "hello")).statusCode).toBe(200);
    await ok();
    await ok();
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${b.id}, ${a.id})`);
    expect((await send(a, b.id, "blocked now")).statusCode).toBe(404);
    await h.database.db.execute(sql`delete from blocks where blocker_id = ${b.id}`);
    await ok();
    await h.database.db.execute(sql`update user_profiles set is_private = true where user_id = ${b.id}`);
    expect((await send(a, b.id, "private now")).json().code).toBe("FOLLOW_TO_CHAT");
    await h.database.db.execute(
      sql`update user_profiles set is_private = false, who_may_message = 'buddies' where user_id = ${b.id}`,
    );
    expect((await send(a, b.id, "buddies only now")).json().code).toBe("MESSAGES_BUDDIES_ONLY");
    await h.database.db.execute(sql`update user_profiles set who_may_message = 'everyone' where user_id = ${b.id}`);
    await ok();
    await h.database.db.execute(
      sql`update user_profiles set posting_muted_until = now() + interval '1 hour' where user_id = ${a.id}`,
    );
    expect((await send(a, b.id, "muted now")).statusCode).toBe(403);
  });

  it("a read notification brings the next message's notification back", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await send(a, b.id, "one");
    await send(a, b.id, "two");
    await h.database.db.execute(sql`update notifications set is_read = true where user_id = ${b.id}`);
    await send(a, b.id, "three");
    const { rows } = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${b.id} and type = 'message' and not is_read`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
