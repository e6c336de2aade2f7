// On the PostgreSQL bus the chat's grouped INSERT publishes its messages' events itself (NOTIFY in the
// same statement): byte for byte what the hub's publisher would have sent, in bus messages under the
// payload limit, in seq order, never for a group that failed, and never again for a retried clientId
// (whose send publishes the first message through the hub, as before).
import { randomUUID } from "node:crypto";
import { CHAT_EVENTS } from "@saathi/contract/chat";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { statementsOf } from "../../../test/statements.ts";
import { MAX_PAYLOAD_BYTES } from "../../platform/realtime/bus.ts";
import { busMessagesFor, PG_REALTIME_CHANNEL } from "../../platform/realtime/sql-envelope.ts";
import { createChatRepository } from "./chat.repository.ts";
import { presentMessage } from "./chat.service.ts";
import { type NewMessage, rowToStore } from "./chat-insert.repository.ts";
import { heldTo, insertedEvent, sentTo } from "./chat-message-event.ts";
import type { MessageRow } from "./chat-message-row.ts";

let h: Harness;
let listener: pg.Client;
/** Every payload on the realtime bus since the test began. */
let heard: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  listener = new pg.Client({ connectionString: h.database.url });
  await listener.connect();
  await listener.query(`LISTEN ${PG_REALTIME_CHANNEL}`);
  listener.on("notification", (n) => heard.push(n.payload ?? ""));
});
afterAll(async () => {
  await listener.end();
  await h.close();
});
beforeEach(() => {
  heard = [];
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits (up to 10 s) until `pred` holds; the assertions after it say what was missing. */
const until = async (pred: () => boolean) => {
  for (let i = 0; i < 200 && !pred(); i++) await sleep(50);
};
/** Payloads of chat message events (presence and other traffic left out). */
const messagesHeard = () => heard.filter((p) => p.includes(`"event":"${CHAT_EVENTS.message}"`));

async function snapshot() {
  const { rows } = await h.database.db.execute<{ s: string }>(sql`select pg_current_snapshot()::text as s`);
  return rows[0]?.s as string;
}
/** A message as the send builds it, with the event its insert publishes. */
const message = (from: string, to: string, text: string, snap: string, more: Partial<NewMessage> = {}) => {
  const m: NewMessage = {
    ...{ id: randomUUID(), senderId: from, receiverId: to, message: text, clientId: null },
    ...{ moderationState: "visible", crisisLevel: null, snapshot: snap, sessionId: null },
    ...more,
  };
  return { ...m, event: insertedEvent(rowToStore(m), (r) => presentMessage(r)) };
};

/** What the hub's publisher puts on the bus for a stored message: published alone, read off the bus. */
async function hubPayload(row: MessageRow): Promise<string> {
  const before = messagesHeard().length;
  const to = row.moderationState === "visible" ? sentTo(row.senderId, row.receiverId) : heldTo(row.senderId);
  await h.built.realtime.publisher.publishMany(to, CHAT_EVENTS.message, presentMessage(row));
  await until(() => messagesHeard().length > before);
  return messagesHeard()[before] as string;
}
const batchOf = (payloads: string[]) => `{"kind":"batch","items":[${payloads.join(",")}]}`;

describe("the grouped insert publishes its messages' events", () => {
  it("byte for byte what the hub publishes, one bus message for the group: visible, held, a crisis level, marks and quotes in the text, Devanagari and emoji", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const repo = createChatRepository(h.database.db);
    const snap = await snapshot();
    const group = [
      message(a.id, b.id, "नमस्ते, कैसे हो? 🙂", snap, { clientId: "hello" }),
      message(a.id, b.id, 'say "@@saathi-seq@@" and "@@saathi-time@@" \\ then\nnew line', snap),
      message(c.id, b.id, "held until a moderator looks", snap, { moderationState: "held", crisisLevel: "risk" }),
      message(b.id, a.id, "  spaces kept as sent  ", snap, { crisisLevel: "risk" }),
    ];
    expect(group.every((m) => m.event)).toBe(true);
    const rows = (await repo.insertMany(group)) as MessageRow[];
    await until(() => messagesHeard().length >= 1);
    await sleep(200);
    const fromInsert = messagesHeard();
    expect(fromInsert).toHaveLength(1);
    const fromHub: string[] = [];
    for (const row of rows) fromHub.push(await hubPayload(row));
    expect(fromInsert[0]).toBe(batchOf(fromHub));
    // The held one went to its sender's channel only.
    const held = JSON.parse(fromHub[2] as string);
    expect(held.channels).toEqual([`user_messages_${c.id}`]);
    expect(held.data.moderation).toBeDefined();
  });

  it("a group too large for one bus message goes as several, in seq order, each under the limit (2,000-character Devanagari messages)", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const repo = createChatRepository(h.database.db);
    const snap = await snapshot();
    const long = (n: number) => `${n} ${"नमस्ते ".repeat(400)}`.slice(0, 2000);
    const group = [
      message(a.id, b.id, long(1), snap),
      message(b.id, a.id, long(2), snap),
      message(a.id, b.id, long(3), snap),
      message(a.id, b.id, "short 1", snap),
      message(b.id, a.id, "short 2", snap),
    ];
    expect(busMessagesFor(group.map((m) => m.event?.bytes ?? null))).toEqual([0, 1, 2, 2, 2]);
    const rows = (await repo.insertMany(group)) as MessageRow[];
    await until(() => messagesHeard().length >= 3);
    await sleep(200);
    const fromInsert = messagesHeard();
    const fromHub: string[] = [];
    for (const row of rows) fromHub.push(await hubPayload(row));
    expect(fromInsert).toEqual([fromHub[0], fromHub[1], batchOf(fromHub.slice(2))]);
    for (const p of fromInsert) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  });

  it("the time the statement writes is what the node's Date gives (whole milliseconds, never rounded up)", async () => {
    const { rows } = await h.database.db.execute<{ iso: string; ms: string }>(sql`
      select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as iso,
        floor(extract(epoch from t) * 1000)::text as ms
      from (select now() + (i * interval '1 microsecond') * 37 as t from generate_series(0, 3000) i) s
      union all select to_char(timestamptz '2026-12-31 23:59:59.999999+00' at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), floor(extract(epoch from timestamptz '2026-12-31 23:59:59.999999+00') * 1000)::text`);
    for (const r of rows) expect(r.iso).toBe(new Date(Number(r.ms)).toISOString());
  });

  it("a message too large for any bus message has no event in its insert (the publisher refuses it, as before)", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    // 2,000 control characters: each escaped as six bytes of JSON.
    const m = message(a.id, b.id, "\u0001".repeat(2000), await snapshot());
    expect(m.event).toBeNull();
    const [row] = await createChatRepository(h.database.db).insertMany([m]);
    expect(row?.id).toBe(m.id);
    await sleep(300);
    expect(messagesHeard()).toEqual([]);
  });

  it("a group whose statement fails publishes nothing", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const snap = await snapshot();
    await h.database.db.execute(sql`
      create or replace function chat_refuse_poison_events() returns trigger language plpgsql as $$
      begin
        if new.message = 'poison' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await h.database.db.execute(sql`
      create trigger chat_refuse_poison_events before insert on chat_messages
        for each row execute function chat_refuse_poison_events()`);
    try {
      const repo = createChatRepository(h.database.db);
      const group = [message(a.id, b.id, "fine", snap), message(a.id, b.id, "poison", snap)];
      await expect(repo.insertMany(group)).rejects.toThrow();
      await sleep(300);
      expect(messagesHeard()).toEqual([]);
      const { rows } = await h.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from chat_messages where sender_id = ${a.id}`,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await h.database.db.execute(sql`drop trigger chat_refuse_poison_events on chat_messages`);
    }
  });

  it("a send's event comes from its insert (no publish of its own); a retried clientId publishes the first message through the hub, as before", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const send = (m: Member, text: string, clientId: string) =>
      h.post("/api/chat/messages", { receiverId: b.id, message: text, clientId }, { cookie: m.cookie });
    for (let i = 0; i < 2; i++) expect((await send(a, `warm ${i}`, `w-${i}`)).statusCode).toBe(200);
    heard = [];
    let first: Awaited<ReturnType<typeof send>> | undefined;
    const sent = await statementsOf(async () => {
      first = await send(a, "once", "retry-me");
    });
    expect(sent.filter((s) => s.startsWith("chat_") || s === "realtime_notify")).toEqual([
      "chat_insert_messages_notify",
    ]);
    const retried = await statementsOf(async () => {
      const again = await send(a, "again, retried", "retry-me");
      expect(again.json().id).toBe(first?.json().id);
    });
    // The retry's insert stored and published nothing; its send publishes the first message as before.
    expect(retried).toContain("chat_messages_by_client_id");
    expect(retried).toContain("realtime_notify");
    await until(() => messagesHeard().filter((p) => p.includes(first?.json().id)).length >= 2);
    await sleep(200);
    const ofFirst = messagesHeard().filter((p) => p.includes(first?.json().id));
    expect(ofFirst).toHaveLength(2);
    expect(ofFirst[1]).toBe(ofFirst[0]);
  });
});
