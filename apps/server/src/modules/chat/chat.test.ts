import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { listen as listenOn, realtimeUrl } from "../../../test/realtime-listener.ts";
import { CHAT_SERVER_MSG } from "./chat.messages.ts";

let h: Harness;
let wsUrl: string;

const send = (m: Member, receiverId: string, message: string, clientId?: string) =>
  h.app.inject({
    method: "POST",
    url: "/api/chat/messages",
    headers: { cookie: m.cookie },
    payload: { receiverId, message, ...(clientId ? { clientId } : {}) },
  });
const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });

/** A socket subscribed to the member's user_messages channel, collecting events. */
const listen = (m: Member) => listenOn(wsUrl, m);

beforeAll(async () => {
  h = await startHarness();
  wsUrl = await realtimeUrl(h);
});
afterAll(() => h.close());

describe("buddy chat", () => {
  it("stores before answering, keeps order, and delivers live to the partner's socket", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const bSocket = await listen(b);
    const sent: { id: string; seq: number; message: string }[] = [];
    for (const text of ["hi", "how are you?", "  take care  "]) sent.push((await send(a, b.id, text)).json());
    expect(sent.map((m) => m.message)).toEqual(["hi", "how are you?", "take care"]);
    expect(sent[0]?.seq ?? 0).toBeLessThan(sent[1]?.seq ?? 0);
    const live = await bSocket.waitFor((e) => e.event === "message" && e.data.id === sent[2]?.id);
    expect(live.data.message).toBe("take care");
    const history = (await get(b, `/api/chat/messages/${a.id}`)).json();
    expect(history.map((m: { message: string }) => m.message)).toEqual(["hi", "how are you?", "take care"]);
    bSocket.socket.close();
  });

  it("a reconnecting client catches up on everything after its last seq, in order, once", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const first = (await send(a, b.id, "before you went offline")).json();
    const missed: { id: string; seq: number }[] = [];
    for (let i = 0; i < 5; i++) missed.push((await send(a, b.id, `missed ${i}`)).json());
    const caught = (await get(b, `/api/chat/sync?after=${first.seq}`)).json();
    expect(caught.map((m: { id: string }) => m.id)).toEqual(missed.map((m) => m.id));
    expect((await get(b, `/api/chat/messages/${a.id}?after=${missed[2]?.seq}`)).json()).toHaveLength(2);
  });

  it("a retried send with the same clientId is stored once", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const [r1, r2] = await Promise.all([send(a, b.id, "once", "temp-123"), send(a, b.id, "once", "temp-123")]);
    expect(r1.json().id).toBe(r2.json().id);
    expect((await get(a, `/api/chat/messages/${b.id}`)).json()).toHaveLength(1);
  });

  it("a clientId reused in another conversation or with other words is refused (409), never the earlier message", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const first = await send(a, b.id, "for b only", "temp-reused");
    expect(first.statusCode).toBe(200);
    const elsewhere = await send(a, c.id, "for c", "temp-reused");
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: "CLIENT_ID_REUSED", message: CHAT_SERVER_MSG.clientIdReused });
    const otherWords = await send(a, b.id, "something else", "temp-reused");
    expect(otherWords.statusCode).toBe(409);
    expect(otherWords.json().code).toBe("CLIENT_ID_REUSED");
    // Nothing stored, and c never sees b's message.
    expect((await get(c, `/api/chat/messages/${a.id}`)).json()).toEqual([]);
    expect((await get(a, `/api/chat/messages/${b.id}`)).json().map((m: { message: string }) => m.message)).toEqual([
      "for b only",
    ]);
    // The true retry still answers the stored message; another sender may use the same clientId.
    expect((await send(a, b.id, "for b only", "temp-reused")).json().id).toBe(first.json().id);
    const theirs = await send(c, b.id, "mine", "temp-reused");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(first.json().id);
  });

  it("delivered and read receipts reach the sender live; opening resets unread", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const aSocket = await listen(a);
    const m1 = (await send(a, b.id, "one")).json();
    const m2 = (await send(a, b.id, "two")).json();
    let convs = (await get(b, "/api/chat/conversations")).json();
    expect(convs[0]).toMatchObject({ userId: a.id, unread: 2, message: "two", friendStatus: "not_friend" });
    await h.app.inject({
      method: "POST",
      url: "/api/chat/delivered",
      headers: { cookie: b.cookie },
      payload: { upToSeq: m2.seq },
    });
    expect((await aSocket.waitFor((e) => e.event === "delivered")).data.upToSeq).toBe(m2.seq);
    await h.app.inject({ method: "POST", url: `/api/chat/conversations/${a.id}/read`, headers: { cookie: b.cookie } });
    expect((await aSocket.waitFor((e) => e.event === "read")).data).toMatchObject({ byUserId: b.id, upToSeq: m2.seq });
    const stored = (await get(a, `/api/chat/messages/${b.id}`)).json();
    expect(stored.every((m: { readAt: string | null; deliveredAt: string | null }) => m.readAt && m.deliveredAt)).toBe(
      true,
    );
    convs = (await get(b, "/api/chat/conversations")).json();
    expect(convs[0].unread).toBe(0);
    expect(m1.readAt).toBeNull();
    aSocket.socket.close();
  });

  it("a message joins the partner's notifications once per unread conversation", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await send(a, b.id, "first");
    await send(a, b.id, "second");
    const n = (await get(b, "/api/notifications")).json();
    expect(n.items.filter((x: { type: string }) => x.type === "message")).toHaveLength(1);
  });

  it("a private member only chats with buddies ('Follow to Chat')", async () => {
    const [a, p] = await Promise.all([h.member(), h.member({ isPrivate: true })]);
    const refused = await send(a, p.id, "hello?");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FOLLOW_TO_CHAT");
    await h.app.inject({ method: "POST", url: `/api/follows/${p.id}`, headers: { cookie: a.cookie } });
    await h.app.inject({ method: "POST", url: `/api/follow-requests/${a.id}/accept`, headers: { cookie: p.cookie } });
    expect((await send(a, p.id, "hello!")).statusCode).toBe(200);
    expect((await send(p, a.id, "hi buddy")).statusCode).toBe(200);
  });

  it("bad input and strangers' conversations", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    await send(a, b.id, "between a and b");
    expect((await send(a, b.id, "   ")).statusCode).toBe(400);
    expect((await send(a, b.id, "x".repeat(2001))).statusCode).toBe(400);
    expect((await send(a, a.id, "me")).statusCode).toBe(400);
    expect((await send(a, "00000000-0000-4000-8000-000000000000", "hi")).statusCode).toBe(404);
    expect((await get(a, "/api/chat/messages/not-a-uuid")).statusCode).toBe(400);
    // What reaches the prepared send statements is checked first: wrong types, a NUL byte, a non-uuid.
    const raw = (payload: object) =>
      h.app.inject({ method: "POST", url: "/api/chat/messages", headers: { cookie: a.cookie }, payload });
    for (const payload of [
      { receiverId: b.id, message: "nul \u0000 byte" },
      { receiverId: b.id, message: 42 },
      { receiverId: b.id, message: "hi", clientId: { $ne: null } },
      { receiverId: "'; drop table chat_messages; --", message: "hi" },
      { receiverId: [b.id], message: "hi" },
    ]) {
      const res = await raw(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Blocked either way reads as a missing member (the block is part of the send's one query).
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${b.id}, ${a.id})`);
    expect((await send(a, b.id, "still there?")).statusCode).toBe(404);
    await h.database.db.execute(sql`delete from blocks where blocker_id = ${b.id}`);
    expect((await send(a, b.id, "hello again")).statusCode).toBe(200);
    // c can only ever see its own conversations: nothing of a and b's.
    expect((await get(c, `/api/chat/messages/${a.id}`)).json()).toEqual([]);
    expect((await get(c, "/api/chat/sync?after=0")).json()).toEqual([]);
    expect((await get(c, "/api/chat/conversations")).json()).toEqual([]);
    // Marking read a conversation c is not in changes nothing for a and b.
    await h.app.inject({ method: "POST", url: `/api/chat/conversations/${a.id}/read`, headers: { cookie: c.cookie } });
    expect((await get(b, `/api/chat/messages/${a.id}`)).json()[0].readAt).toBeNull();
    expect((await h.app.inject({ url: "/api/chat/conversations" })).statusCode).toBe(401);
  });

  it("sockets cannot subscribe to another member's chat channels", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const socket = new WebSocket(wsUrl, { headers: { cookie: c.cookie } });
    const errors: string[] = [];
    await new Promise<void>((resolve) => {
      socket.on("message", (raw) => {
        const m = JSON.parse(String(raw));
        if (m.type === "ready") {
          socket.send(JSON.stringify({ type: "subscribe", channel: `user_messages_${a.id}` }));
          socket.send(JSON.stringify({ type: "subscribe", channel: `chat_messages_${[a.id, b.id].sort().join("_")}` }));
        }
        if (m.type === "error") errors.push(m.code);
        if (errors.length === 2) resolve();
      });
    });
    expect(errors).toEqual(["FORBIDDEN", "FORBIDDEN"]);
    socket.close();
  });

  it("presence: online while a socket is open", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await send(a, b.id, "are you there?");
    const s = await listen(a);
    expect((await get(b, "/api/chat/conversations")).json()[0].online).toBe(true);
    s.socket.close();
    await new Promise((r) => setTimeout(r, 200));
    expect((await get(b, "/api/chat/conversations")).json()[0].online).toBe(false);
  });
});
