// A chat send over the member's open socket (`chat.send`, chat.socket-requests.ts) is the HTTP send
// without its request: stored, answered with the same JSON, delivered live; refused with the same
// status, code and words; a crisis line held the same way; one message per clientId whichever way
// each try went.
import { SOCKET_REQUESTS } from "@saathi/contract/realtime";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { listen as listenOn, realtimeUrl } from "../../../test/realtime-listener.ts";
import { openRequestSocket } from "../../platform/realtime/socket-request-client.ts";

let h: Harness;
let wsUrl: string;
const OP = SOCKET_REQUESTS.chatSend;
const CRISIS_LINE = "maine neend ki goliyan jama kar li hain, aaj raat sab khatam";

const overHttp = (m: Member, payload: object) =>
  h.app.inject({ method: "POST", url: "/api/chat/messages", headers: { cookie: m.cookie }, payload });
/** A member's socket that makes requests, ready. */
const socketOf = async (m: Member) => {
  const s = openRequestSocket(wsUrl, m.cookie);
  await s.ready;
  return s;
};
const stored = async (senderId: string, receiverId: string) =>
  (
    await h.database.db.execute<{ id: string; message: string; moderation_state: string }>(
      sql`select id, message, moderation_state from chat_messages
           where sender_id = ${senderId} and receiver_id = ${receiverId} order by seq`,
    )
  ).rows;

beforeAll(async () => {
  h = await startHarness();
  wsUrl = await realtimeUrl(h);
});
afterAll(() => h.close());

describe("chat.send over the socket", () => {
  it("is stored, answered with the HTTP answer's JSON and delivered live to the receiver", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const live = await listenOn(wsUrl, b);
    const s = await socketOf(a);
    const reply = await s.ask(OP, { receiverId: b.id, message: "  over the socket  ", clientId: "temp-s1" });
    expect(reply.status).toBe(200);
    const data = reply.data as { id: string; seq: number; message: string; senderId: string; clientId: string };
    expect(data).toMatchObject({ message: "over the socket", senderId: a.id, receiverId: b.id, clientId: "temp-s1" });
    expect(await stored(a.id, b.id)).toEqual([
      { id: data.id, message: "over the socket", moderation_state: "visible" },
    ]);
    const event = await live.waitFor((e) => e.event === "message" && e.data.id === data.id);
    expect(event.data.message).toBe("over the socket");
    // The same send over HTTP (a retry with the clientId) answers the same message, byte for byte.
    const http = await overHttp(a, { receiverId: b.id, message: "over the socket", clientId: "temp-s1" });
    expect(http.statusCode).toBe(200);
    expect(reply.data).toEqual(http.json());
    expect(JSON.stringify(reply.data)).toBe(http.body);
    // A first send over HTTP and one over the socket have the same fields.
    const fresh = await overHttp(a, { receiverId: b.id, message: "over http" });
    const next = await s.ask(OP, { receiverId: b.id, message: "socket again" });
    expect(Object.keys(next.data as object).sort()).toEqual(Object.keys(fresh.json()).sort());
    live.socket.close();
    s.socket.close();
  });

  it("refuses what HTTP refuses, with the same status, code and words: self, not buddies, blocked, missing", async () => {
    const [a, b, p] = await Promise.all([h.member(), h.member(), h.member({ isPrivate: true })]);
    const s = await socketOf(a);
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${b.id}, ${a.id})`);
    const cases = [
      { receiverId: a.id, message: "me", expect: 400 },
      { receiverId: p.id, message: "hello?", expect: 403 },
      { receiverId: b.id, message: "blocked", expect: 404 },
      { receiverId: "00000000-0000-4000-8000-000000000000", message: "anyone?", expect: 404 },
    ];
    for (const c of cases) {
      const body = { receiverId: c.receiverId, message: c.message };
      const http = await overHttp(a, body);
      const reply = await s.ask(OP, body);
      expect(http.statusCode, c.message).toBe(c.expect);
      expect(reply.status, c.message).toBe(c.expect);
      expect(reply.error, c.message).toEqual(http.json());
    }
    expect((await s.ask(OP, { receiverId: p.id, message: "hello?" }, "hi")).error?.message).not.toBe(
      (await overHttp(a, { receiverId: p.id, message: "hello?" })).json().message,
    );
    expect(await stored(a.id, b.id)).toEqual([]);
    expect(await stored(a.id, p.id)).toEqual([]);
    s.socket.close();
  });

  it("holds a crisis line exactly as over HTTP: held, queued, not delivered to the receiver", async () => {
    const [a, b, c, d] = await Promise.all([h.member(), h.member(), h.member(), h.member()]);
    const bLive = await listenOn(wsUrl, b);
    const s = await socketOf(a);
    const reply = await s.ask(OP, { receiverId: b.id, message: CRISIS_LINE });
    const http = await overHttp(c, { receiverId: d.id, message: CRISIS_LINE });
    expect(reply.status).toBe(200);
    const viaSocket = reply.data as Record<string, unknown>;
    const viaHttp = http.json() as Record<string, unknown>;
    expect(viaSocket).toMatchObject({ held: true, crisis: { held: true } });
    const outcome = (m: Record<string, unknown>) => ({
      held: m.held,
      crisis: m.crisis,
      crisisLevel: m.crisisLevel,
      moderation: m.moderation,
    });
    expect(outcome(viaSocket)).toEqual(outcome(viaHttp));
    expect((await stored(a.id, b.id))[0]?.moderation_state).toBe("held");
    const items = await h.database.db.execute<{ target_id: string; held: boolean }>(
      sql`select target_id, held from moderation_items where target_id in (${viaSocket.id as string}, ${viaHttp.id as string})`,
    );
    expect(items.rows.map((r) => r.held)).toEqual([true, true]);
    await new Promise((r) => setTimeout(r, 400));
    expect(bLive.events.filter((e) => e.event === "message")).toEqual([]);
    bLive.socket.close();
    s.socket.close();
  });

  it("one message per clientId: socket then HTTP, and HTTP then socket, and two at once", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const s = await socketOf(a);
    const first = await s.ask(OP, { receiverId: b.id, message: "one", clientId: "temp-x1" });
    const retried = await overHttp(a, { receiverId: b.id, message: "one", clientId: "temp-x1" });
    expect(retried.json().id).toBe((first.data as { id: string }).id);
    const overHttpFirst = await overHttp(a, { receiverId: b.id, message: "two", clientId: "temp-x2" });
    const thenSocket = await s.ask(OP, { receiverId: b.id, message: "two", clientId: "temp-x2" });
    expect((thenSocket.data as { id: string }).id).toBe(overHttpFirst.json().id);
    const [r1, r2] = await Promise.all([
      s.ask(OP, { receiverId: b.id, message: "three", clientId: "temp-x3" }),
      overHttp(a, { receiverId: b.id, message: "three", clientId: "temp-x3" }),
    ]);
    expect((r1.data as { id: string }).id).toBe(r2.json().id);
    expect((await stored(a.id, b.id)).map((m) => m.message)).toEqual(["one", "two", "three"]);
    s.socket.close();
  });

  it("a clientId reused for another conversation or other words: 409 CLIENT_ID_REUSED as over HTTP, nothing stored", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    const s = await socketOf(a);
    const first = await s.ask(OP, { receiverId: b.id, message: "to b", clientId: "temp-r1" });
    expect(first.status).toBe(200);
    const elsewhere = await s.ask(OP, { receiverId: c.id, message: "to c", clientId: "temp-r1" });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.error).toEqual(
      (await overHttp(a, { receiverId: c.id, message: "to c", clientId: "temp-r1" })).json(),
    );
    expect(elsewhere.error?.code).toBe("CLIENT_ID_REUSED");
    const otherWords = await s.ask(OP, { receiverId: b.id, message: "not the same", clientId: "temp-r1" });
    expect(otherWords.status).toBe(409);
    expect(await stored(a.id, c.id)).toEqual([]);
    expect((await stored(a.id, b.id)).map((m) => m.message)).toEqual(["to b"]);
    // Two at once to two people: one is stored, the other refused.
    const [r1, r2] = await Promise.all([
      s.ask(OP, { receiverId: b.id, message: "race", clientId: "temp-r2" }),
      overHttp(a, { receiverId: c.id, message: "race", clientId: "temp-r2" }),
    ]);
    expect([r1.status, r2.statusCode].sort()).toEqual([200, 409]);
    const raced = [...(await stored(a.id, b.id)), ...(await stored(a.id, c.id))].filter((m) => m.message === "race");
    expect(raced).toHaveLength(1);
    s.socket.close();
  });

  it("keeps the order of a socket's sends", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const s = await socketOf(a);
    const ids = Array.from({ length: 10 }, (_, i) => s.send(OP, { receiverId: b.id, message: `n${i}` }));
    const replies = await Promise.all(ids.map((id) => s.replyTo(id)));
    const seqs = replies.map((r) => (r.data as { seq: number }).seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect((await stored(a.id, b.id)).map((m) => m.message)).toEqual(ids.map((_, i) => `n${i}`));
    s.socket.close();
  });

  it("a bad body is a VALIDATION_ERROR (nothing stored)", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const s = await socketOf(a);
    for (const body of [
      { receiverId: b.id, message: "   " },
      { receiverId: b.id },
      { receiverId: "x", message: "hi" },
    ]) {
      const reply = await s.ask(OP, body);
      expect(reply.status).toBe(400);
      expect(reply.error?.code).toBe("VALIDATION_ERROR");
      expect(reply.error).toEqual((await overHttp(a, body)).json());
    }
    expect(await stored(a.id, b.id)).toEqual([]);
    s.socket.close();
  });
  it("sends the message to the asking socket once, in its reply; the sender's other tabs and the receiver get the event", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const [toB, otherTab] = await Promise.all([listenOn(wsUrl, b), listenOn(wsUrl, a)]);
    const s = await socketOf(a);
    s.socket.send(JSON.stringify({ type: "subscribe", channel: `user_messages_${a.id}` }));
    await s.next((f) => f.type === "subscribed");
    const reply = await s.ask(OP, { receiverId: b.id, message: "asked here", clientId: "temp-echo" });
    const id = (reply.data as { id: string }).id;
    await toB.waitFor((e) => e.event === "message" && e.data.id === id);
    await otherTab.waitFor((e) => e.event === "message" && e.data.id === id);
    // Over HTTP the asking tab has no socket to name: every socket of the sender gets the event.
    const http = await overHttp(a, { receiverId: b.id, message: "asked over http" });
    const httpId = http.json().id as string;
    await s.next((f) => f.type === "event" && (f.data as { id?: string }).id === httpId);
    await otherTab.waitFor((e) => e.event === "message" && e.data.id === httpId);
    // The socket-sent message came to the asking socket only as its reply (its event was skipped).
    const echoes = s.frames.filter((f) => f.type === "event" && (f.data as { id?: string }).id === id);
    expect(echoes).toEqual([]);
    for (const x of [toB, otherTab]) x.socket.close();
    s.socket.close();
  });
});
