// The grouped INSERT answers only what the node does not know (id, seq, when it was stored, the note):
// the row it hands on is built from what was sent. Each such row must equal the stored row read back.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { createChatRepository } from "./chat.repository.ts";
import type { NewMessage } from "./chat-insert.repository.ts";

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("the grouped insert's rows", () => {
  it("equal the stored rows read back: every column, with and without a note, held, flagged, retried", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const repo = createChatRepository(h.database.db);
    const { rows: snap } = await h.database.db.execute<{ s: string }>(sql`select pg_current_snapshot()::text as s`);
    const snapshot = snap[0]?.s as string;
    const message = (from: string, to: string, text: string, more: Partial<NewMessage> = {}): NewMessage => ({
      ...{ id: randomUUID(), senderId: from, receiverId: to, message: text, clientId: null },
      ...{ moderationState: "visible", crisisLevel: null, snapshot, sessionId: null },
      ...more,
    });
    const note = (actor: string) => ({ type: "message", data: JSON.stringify({ actor_id: actor, sender_id: actor }) });
    const group: NewMessage[] = [
      message(a.id, b.id, "नमस्ते, कैसे हो? 🙂", { clientId: "first", note: note(a.id) }),
      message(a.id, b.id, "second, no client id"),
      message(c.id, b.id, "held until a moderator looks", { moderationState: "held", crisisLevel: "risk" }),
      message(b.id, a.id, "  spaces kept as sent  ", { clientId: "x" }),
    ];
    const rows = await repo.insertMany(group);
    expect(rows.map((r) => r?.id)).toEqual(group.map((m) => m.id));
    for (const row of rows) {
      const { note: _note, ...built } = row ?? {};
      expect(built).toEqual(await repo.byId(row?.id as string));
      expect(row?.sentAt).toBeInstanceOf(Date);
    }
    // The note is the one the statement stored, for the message that asked for it only.
    expect(rows[0]?.note?.type).toBe("message");
    expect(rows[1]?.note).toBeUndefined();
    const { rows: notes } = await h.database.db.execute<{ id: string }>(
      sql`select id from notifications where user_id = ${b.id} and type = 'message'`,
    );
    expect(notes.map((n) => n.id)).toEqual([rows[0]?.note?.id]);

    // A retried clientId stores nothing and answers the first message, as stored.
    const [again] = await repo.insertMany([message(a.id, b.id, "retried", { clientId: "first" })]);
    expect(again).toEqual(await repo.byId(group[0]?.id as string));

    // Later rows of the same conversation: seq rises, and the time is the stored one to the millisecond.
    const [later] = await repo.insertMany([message(a.id, b.id, "later")]);
    expect(later?.seq).toBeGreaterThan(rows[1]?.seq ?? Number.POSITIVE_INFINITY);
    const { rows: at } = await h.database.db.execute<{ ms: string }>(
      sql`select floor(extract(epoch from sent_at) * 1000)::text as ms from chat_messages where id = ${later?.id}`,
    );
    expect(later?.sentAt.getTime()).toBe(Number(at[0]?.ms));
  });
});
