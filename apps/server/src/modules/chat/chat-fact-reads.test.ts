// Grouped reads of send facts (chat.module.ts, chat.repository.ts `messagingContexts`): the facts of
// concurrent sends without kept ones are read in one statement, and each send gets its own pair's.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendChat } from "../../../test/chat-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { statementsOf } from "../../../test/statements.ts";
import { createChatRepository, type MessagingContext } from "./chat.repository.ts";

let h: Harness;
const send = (m: Member, receiverId: string, message: string) => sendChat(h, m, receiverId, message);
/** A context without the snapshot it was read in (two statements never share one). */
const comparable = (c: MessagingContext | null) => c && { ...c, snapshot: "" };

beforeAll(async () => {
  h = await startHarness({ SESSION_CACHE_MS: "60000" });
});
afterAll(() => h.close());

describe("grouped reads of send facts", () => {
  it("answers each pair of a group what it answers that pair alone, in order, and null where the receiver cannot be messaged", async () => {
    const [a, b, c, gone, muted] = await Promise.all([
      h.member(),
      h.member({ isPrivate: true }),
      h.member({ whoMayMessage: "buddies" }),
      h.member(),
      h.member({ postingMutedUntil: new Date(Date.now() + 3_600_000) }),
    ]);
    expect((await send(a, b.id, "hello b")).statusCode).toBe(403);
    expect((await send(a, c.id, "hello c")).statusCode).toBe(403);
    expect((await send(c, a.id, "hello a")).statusCode).toBe(200);
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${b.id}, ${muted.id})`);
    await h.database.db.execute(sql`update "user" set role = 'erased' where id = ${gone.id}`);
    const repo = createChatRepository(h.database.db);
    const pairs = [
      { senderId: a.id, receiverId: b.id },
      { senderId: a.id, receiverId: gone.id },
      { senderId: c.id, receiverId: a.id },
      { senderId: a.id, receiverId: c.id },
      { senderId: muted.id, receiverId: b.id },
      { senderId: a.id, receiverId: "00000000-0000-4000-8000-000000000000" },
      { senderId: a.id, receiverId: b.id },
    ];
    const together = await repo.messagingContexts(pairs);
    const alone = [];
    for (const p of pairs) alone.push(await repo.messagingContext(p.senderId, p.receiverId));
    expect(together.map(comparable)).toEqual(alone.map(comparable));
    // What tells them apart, so a mix-up of places in the group would show.
    expect(together.map((x) => x && [x.is_private, x.who_may_message, x.blocked, x.conversation_started])).toEqual([
      [true, "everyone", false, false],
      null,
      [false, "everyone", false, true],
      [false, "buddies", false, true],
      [true, "everyone", true, false],
      null,
      [true, "everyone", false, false],
    ]);
    expect(together[2]?.writer?.recent).toEqual(["hello a"]);
    expect(together[4]?.writer?.postingMutedUntil).toBeInstanceOf(Date);
    expect(await repo.messagingContexts([])).toEqual([]);
  });

  it("concurrent first messages from one node read their facts in fewer statements than sends, and each is decided on its own pair's", async () => {
    const senders = await Promise.all(Array.from({ length: 6 }, () => h.member()));
    const open = await Promise.all(Array.from({ length: 4 }, () => h.member()));
    const closed = await Promise.all([h.member({ whoMayMessage: "buddies" }), h.member({ isPrivate: true })]);
    const receivers = [...open, ...closed];
    // A first send reads at once; the ones arriving within the pace join the next group.
    expect((await send(senders[0] as Member, (open[0] as Member).id, "warm the pool")).statusCode).toBe(200);
    let answers: { statusCode: number; json(): { code?: string } }[] = [];
    const seen = await statementsOf(async () => {
      answers = await Promise.all(senders.map((s, i) => send(s, (receivers[i] as Member).id, `first ${i}`)));
    });
    const reads = seen.filter((s) => s === "chat_send_contexts").length;
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThan(senders.length);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 403, 403]);
    expect(answers.slice(4).map((r) => r.json().code)).toEqual(["MESSAGES_BUDDIES_ONLY", "FOLLOW_TO_CHAT"]);
    const { rows } = await h.database.db.execute<{ sender_id: string; receiver_id: string; message: string }>(
      sql`select sender_id, receiver_id, message from chat_messages where message like 'first %' order by message`,
    );
    expect(rows).toEqual(
      [0, 1, 2, 3].map((i) => ({
        sender_id: (senders[i] as Member).id,
        receiver_id: (receivers[i] as Member).id,
        message: `first ${i}`,
      })),
    );
  });
});
