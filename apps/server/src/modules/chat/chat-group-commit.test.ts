// Group commit of chat messages: sends on one node gather into one multi-row INSERT, an idle node never
// waits on a timer and a busy one starts a group at most every pace, a group's failure fails only the messages the database refuses (never delivered), and the
// messages of one conversation keep the order they were sent in.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { listen as listenOn } from "../../../test/realtime-listener.ts";
import { createChatRepository } from "./chat.repository.ts";
import { createGroupCommit } from "./chat-group-commit.ts";
import type { NewMessage } from "./chat-insert.repository.ts";

describe("the group commit alone", () => {
  it("gathers the writes of one turn into one group and the ones that come while it runs into the next", async () => {
    const groups: number[][] = [];
    let release: () => void = () => {};
    const group = createGroupCommit(async (items: number[]) => {
      groups.push(items);
      if (groups.length === 1) await new Promise<void>((r) => (release = r));
      return items.map((i) => i * 10);
    });
    const first = [1, 2, 3].map((i) => group.write(i));
    await new Promise((r) => setImmediate(r));
    const second = [4, 5].map((i) => group.write(i));
    await new Promise((r) => setTimeout(r, 20));
    // The second lot waits only for the first group's write, not a timer.
    expect(groups).toEqual([[1, 2, 3]]);
    release();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await group.idle();
  });

  it("a failed group is written again one by one: only the refused item fails", async () => {
    const writes: number[][] = [];
    const group = createGroupCommit(async (items: number[]) => {
      writes.push(items);
      if (items.includes(13)) throw new Error("refused");
      return items;
    });
    const results = await Promise.allSettled([12, 13, 14].map((i) => group.write(i)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(writes).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it("a database that fails every write fails every send of the group", async () => {
    const group = createGroupCommit(async (_items: number[]): Promise<number[]> => {
      throw new Error("database down");
    });
    const results = await Promise.allSettled([1, 2].map((i) => group.write(i)));
    expect(results.every((r) => r.status === "rejected")).toBe(true);
  });

  it("never writes more than the largest group at once", async () => {
    const sizes: number[] = [];
    const group = createGroupCommit(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxGroup: 4 },
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => group.write(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });
});

describe("the group commit's pace (a busy node starts at most one group per pace)", () => {
  afterEach(() => vi.useRealTimers());

  it("an idle node writes at once; sends soon after a group gather until the pace, then go together", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "performance"] });
    const groups: { at: number; items: number[] }[] = [];
    const group = createGroupCommit(
      async (items: number[]) => {
        groups.push({ at: performance.now(), items });
        return items;
      },
      { paceMs: 100 },
    );
    const t0 = performance.now();
    const first = group.write(1);
    await vi.advanceTimersByTimeAsync(1);
    // Nothing was written for a long time: no wait.
    expect(groups).toEqual([{ at: t0, items: [1] }]);
    await expect(first).resolves.toBe(1);

    // Three sends in the next 60 ms: they wait for the pace (100 ms after the first group started).
    const later = [group.write(2)];
    await vi.advanceTimersByTimeAsync(30);
    later.push(group.write(3));
    await vi.advanceTimersByTimeAsync(30);
    later.push(group.write(4));
    await vi.advanceTimersByTimeAsync(30);
    expect(groups).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15);
    expect(groups[1]?.items).toEqual([2, 3, 4]);
    expect(groups[1]?.at).toBe(t0 + 100);
    await expect(Promise.all(later)).resolves.toEqual([2, 3, 4]);

    // Quiet for longer than the pace: the next send is written at once again.
    await vi.advanceTimersByTimeAsync(500);
    const quietAt = performance.now();
    const alone = group.write(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(groups[2]).toEqual({ at: quietAt, items: [5] });
    await expect(alone).resolves.toBe(5);
    await group.idle();
  });

  it("a write slower than the pace starts the next group as soon as it commits (no extra wait)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "performance"] });
    const starts: number[] = [];
    const group = createGroupCommit(
      async (items: number[]) => {
        starts.push(performance.now());
        await new Promise((r) => setTimeout(r, 250));
        return items;
      },
      { paceMs: 100 },
    );
    const t0 = performance.now();
    const writes = [group.write(1)];
    await vi.advanceTimersByTimeAsync(1);
    writes.push(group.write(2));
    await vi.advanceTimersByTimeAsync(600);
    await expect(Promise.all(writes)).resolves.toEqual([1, 2]);
    expect(starts).toEqual([t0, t0 + 250]);
  });
});

let h: Harness;
let wsUrl: string;

const send = (m: Member, receiverId: string, message: string, clientId?: string) =>
  h.app.inject({
    method: "POST",
    url: "/api/chat/messages",
    headers: { cookie: m.cookie },
    payload: { receiverId, message, ...(clientId ? { clientId } : {}) },
  });

/** A socket on the member's message channel, collecting message events. */
async function listen(m: Member) {
  const socket = new WebSocket(wsUrl, { headers: { cookie: m.cookie } });
  const events: { id: string; seq: number; message: string }[] = [];
  await new Promise<void>((resolve) => {
    socket.on("message", (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.type === "ready") socket.send(JSON.stringify({ type: "subscribe", channel: `user_messages_${m.id}` }));
      if (msg.type === "subscribed") resolve();
      if (msg.type === "event" && msg.event === "message") events.push(msg.data);
    });
  });
  return { socket, events };
}

describe("group commit against the database", () => {
  beforeAll(async () => {
    h = await startHarness();
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    const a = h.app.server.address();
    wsUrl = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
  });
  afterAll(() => h.close());

  it("concurrent sends of one conversation keep their order: seq follows the order they asked to be written", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const repo = createChatRepository(h.database.db);
    const group = createGroupCommit((items: NewMessage[]) => repo.insertMany(items));
    const { rows: snap } = await h.database.db.execute<{ s: string }>(sql`select pg_current_snapshot()::text as s`);
    const snapshot = snap[0]?.s as string;
    const message = (from: Member, to: Member, text: string): NewMessage => ({
      snapshot,
      id: randomUUID(),
      senderId: from.id,
      receiverId: to.id,
      message: text,
      clientId: text,
      moderationState: "visible",
      crisisLevel: null,
    });
    // Two conversations interleaved, asked in several turns of the event loop (so in several groups).
    const asked: NewMessage[] = [];
    const writes: Promise<unknown>[] = [];
    for (let turn = 0; turn < 6; turn++) {
      for (let i = 0; i < 8; i++) {
        const m = i % 2 ? message(a, b, `ab-${turn}-${i}`) : message(c, b, `cb-${turn}-${i}`);
        asked.push(m);
        writes.push(group.write(m));
      }
      await new Promise((r) => setImmediate(r));
    }
    const rows = (await Promise.all(writes)) as { id: string; seq: number; message: string }[];
    // Each answer is its own message, and seq rises in the order asked.
    expect(rows.map((r) => r.id)).toEqual(asked.map((m) => m.id));
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.seq).toBeGreaterThan(rows[i - 1]?.seq ?? 0);
    const stored = await h.database.db.execute<{ message: string }>(
      sql`select message from chat_messages where sender_id = ${a.id} order by seq`,
    );
    expect(stored.rows.map((r) => r.message)).toEqual(asked.filter((m) => m.senderId === a.id).map((m) => m.message));
    // A retried clientId in a later group answers the first message, stored once.
    const again = await group.write({ ...(asked[1] as NewMessage), id: randomUUID() });
    expect(again?.id).toBe(asked[1]?.id);
    await group.idle();
  });

  it("a burst of sends is stored in groups and reaches the partner's socket once each, in seq order", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const bSocket = await listen(b);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(a, b.id, `burst ${i}`, `burst-${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const ids = answers.map((r) => r.json().id as string);
    for (let i = 0; i < 100 && bSocket.events.length < ids.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(bSocket.events.map((e) => e.id).sort()).toEqual([...ids].sort());
    const seqs = bSocket.events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    // Messages of one INSERT share its transaction's time: fewer times than messages means groups.
    const times = await h.database.db.execute<{ n: number }>(
      sql`select count(distinct sent_at)::int as n from chat_messages where sender_id = ${a.id}`,
    );
    expect(times.rows[0]?.n).toBeLessThan(30);
    bSocket.socket.close();
  });

  it("a message whose group's insert fails is reported failed and is not delivered; the others are", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const bSocket = await listen(b);
    // The database refuses one message (as a constraint would), whatever group it is written in.
    await h.database.db.execute(sql`
      create or replace function chat_refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.message = 'poison' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await h.database.db.execute(sql`
      create trigger chat_refuse_poison before insert on chat_messages
        for each row execute function chat_refuse_poison()`);
    try {
      const texts = ["fine 0", "fine 1", "poison", "fine 2", "fine 3", "poison", "fine 4"];
      const answers = await Promise.all(texts.map((t, i) => send(a, b.id, t, `p-${i}`)));
      const codes = answers.map((r) => r.statusCode);
      expect(codes).toEqual(texts.map((t) => (t === "poison" ? 500 : 200)));
      const delivered = answers.filter((r) => r.statusCode === 200).map((r) => r.json().id as string);
      for (let i = 0; i < 100 && bSocket.events.length < delivered.length; i++)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      expect(bSocket.events.map((e) => e.message).sort()).toEqual(texts.filter((t) => t !== "poison").sort());
      expect(bSocket.events.map((e) => e.id).sort()).toEqual([...delivered].sort());
      // Nothing of it is stored, so the catch-up after a reconnect has nothing of it either.
      const sync = await h.app.inject({ url: "/api/chat/sync?after=0", headers: { cookie: b.cookie } });
      expect(sync.json().map((m: { message: string }) => m.message)).not.toContain("poison");
      expect(sync.json()).toHaveLength(delivered.length);
    } finally {
      await h.database.db.execute(sql`drop trigger chat_refuse_poison on chat_messages`);
      bSocket.socket.close();
    }
  });
  it("first messages store their notifications in the group's statement: a send whose statement fails stores neither, is reported failed and tells nobody", async () => {
    const b = await h.member();
    const senders = await Promise.all(Array.from({ length: 5 }, () => h.member()));
    const refused = senders[2] as Member;
    const bs = await listenOn(wsUrl, b, [`user_messages_${b.id}`, `user:${b.id}`]);
    // The database refuses the notification of one sender's first message (as a failing insert would).
    await h.database.db.execute(
      sql.raw(`
      create or replace function chat_refuse_note() returns trigger language plpgsql as $$
      begin
        if new.data->>'actor_id' = '${refused.id}' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await h.database.db.execute(sql`
      create trigger chat_refuse_note before insert on notifications
        for each row execute function chat_refuse_note()`);
    try {
      const answers = await Promise.all(senders.map((s, i) => send(s, b.id, `first ${i}`, `n-${i}`)));
      expect(answers.map((r) => r.statusCode)).toEqual(senders.map((s) => (s === refused ? 500 : 200)));
      const told = senders.filter((s) => s !== refused).map((s) => s.id);
      const of = (event: string) => bs.events.filter((e) => e.event === event);
      await bs.until(() => of("message").length >= told.length && of("notification").length >= told.length);
      await new Promise((r) => setTimeout(r, 300));
      expect(
        of("message")
          .map((e) => e.data.senderId as string)
          .sort(),
      ).toEqual([...told].sort());
      expect(
        of("notification")
          .map((e) => (e.data.data as { actorId: string }).actorId)
          .sort(),
      ).toEqual([...told].sort());
      // Neither the refused message nor its notification is stored: nothing to find after a reconnect.
      const { rows: messages } = await h.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from chat_messages where sender_id = ${refused.id}`,
      );
      expect(messages[0]?.n).toBe(0);
      const { rows: notes } = await h.database.db.execute<{ actor: string }>(
        sql`select data->>'actor_id' as actor from notifications where user_id = ${b.id} and type = 'message'`,
      );
      expect(notes.map((n) => n.actor).sort()).toEqual([...told].sort());
    } finally {
      await h.database.db.execute(sql`drop trigger chat_refuse_note on notifications`);
      bs.socket.close();
    }
  });

  it("one clientId sent at once to two people: one conversation gets it, the other send is refused and tells nobody", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const [bSocket, cSocket] = await Promise.all([listen(b), listen(c)]);
    // In one turn, so gathered into the same group(s): its INSERT stores the first, the rest conflict.
    const to = [b, c, b, c, b, c];
    const answers = await Promise.all(to.map((m) => send(a, m.id, "same words", "g-shared")));
    const won = answers[0]?.statusCode === 200 ? b : c;
    expect(answers.map((r) => r.statusCode)).toEqual(to.map((m) => (m === won ? 200 : 409)));
    const ids = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().id));
    expect(ids.size).toBe(1);
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe("CLIENT_ID_REUSED");
    const { rows } = await h.database.db.execute<{ receiver_id: string }>(
      sql`select receiver_id from chat_messages where sender_id = ${a.id}`,
    );
    expect(rows).toEqual([{ receiver_id: won.id }]);
    await new Promise((r) => setTimeout(r, 300));
    const lost = won === b ? cSocket : bSocket;
    expect(lost.events).toEqual([]);
    bSocket.socket.close();
    cSocket.socket.close();
  });

  it("a group's first messages of one pair store one notification", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => send(a, b.id, `together ${i}`, `t-${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const { rows } = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${b.id} and type = 'message'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
