import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let wsUrl: string;

type Event = { event: string; channel: string; data: Record<string, unknown> };

/** A booking between `member` and `expert` that starts `startsInMinutes` from now (dev endpoint). */
async function session(member: Member, expert: Member, startsInMinutes = 0): Promise<string> {
  const res = await h.post("/api/dev/practice-session", {
    memberEmail: member.email,
    expertEmail: expert.email,
    startsInMinutes,
  });
  if (res.statusCode !== 200) throw new Error(`practice session failed: ${res.body}`);
  return (res.json() as { bookingId: string }).bookingId;
}

const call = (m: Member, method: "GET" | "POST", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const start = (m: Member, calleeId: string, bookingId: string) =>
  call(m, "POST", "/api/calls", { calleeId, bookingId });

/** A socket subscribed to `channels`, collecting events; answers subscription errors too. */
async function listen(m: Member, channels: string[]) {
  const socket = new WebSocket(wsUrl, { headers: { cookie: m.cookie } });
  const events: Event[] = [];
  const refused: string[] = [];
  let pending = channels.length;
  await new Promise<void>((resolve) => {
    socket.on("message", (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.type === "ready")
        for (const channel of channels) socket.send(JSON.stringify({ type: "subscribe", channel }));
      if (msg.type === "subscribed" || msg.type === "error") {
        if (msg.type === "error") refused.push(msg.channel);
        if (--pending === 0) resolve();
      }
      if (msg.type === "event") events.push(msg);
    });
  });
  const waitFor = async (pred: (e: Event) => boolean) => {
    for (let i = 0; i < 60; i++) {
      const found = events.find(pred);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no matching event; got ${JSON.stringify(events)}`);
  };
  return { socket, events, refused, waitFor };
}

let member: Member;
let expert: Member;
let stranger: Member;

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  const a = h.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
  [member, stranger] = await Promise.all([h.member(), h.member()]);
  expert = await publishedExpert(h);
});
afterAll(() => h.close());

describe("start-call", () => {
  it("opens a room, answers ICE servers and rings the callee on call_notifications", async () => {
    const bookingId = await session(member, expert);
    const ring = await listen(expert, [`call_notifications:${expert.id}`]);
    const res = await start(member, expert.id, bookingId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isInitiator).toBe(true);
    expect(body.participants).toEqual([{ user_id: member.id }, { user_id: expert.id }]);
    expect(body.ice).toEqual([{ urls: ["stun:stun.l.google.com:19302"] }]);
    expect(body.iceTransportPolicy).toBe("all");
    const incoming = await ring.waitFor((e) => e.event === "incoming_call");
    expect(incoming.data).toMatchObject({ roomId: body.roomId, callerId: member.id, bookingId });
    expect(typeof incoming.data.callerName).toBe("string");
    // Someone who opens the app mid-ring finds it too, and the notification list has it.
    expect((await call(expert, "GET", "/api/calls/incoming")).json().call.roomId).toBe(body.roomId);
    const list = (await call(expert, "GET", "/api/notifications")).json();
    expect(list.items[0]).toMatchObject({ type: "call", data: { actorId: member.id, bookingId } });
    ring.socket.close();
  });

  it("refuses strangers, the wrong callee or booking, cancelled bookings and calls outside the window", async () => {
    const bookingId = await session(member, expert, 120);
    // Too early: the session starts in two hours.
    const early = await start(member, expert.id, bookingId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Calls open 10 minutes before the session starts.");
    const late = await publishedExpert(h);
    const over = await session(member, late, -55);
    // The window is still open for 5 minutes; a stranger or a wrong callee is refused anyway.
    expect((await start(stranger, late.id, over)).statusCode).toBe(404);
    expect((await start(member, stranger.id, over)).statusCode).toBe(400);
    expect((await start(member, member.id, over)).json().message).toBe(
      "You can only call the other person of this session.",
    );
    expect((await start(member, expert.id, randomUUID())).statusCode).toBe(404);
    const bad = await call(member, "POST", "/api/calls", { calleeId: "nope", bookingId: over });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("calleeId");
    // A cancelled booking never rings.
    await h.database.pool.query("update bookings set status = 'CANCELLED' where id = $1", [over]);
    const cancelled = await start(member, late.id, over);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe("Only a confirmed session can have a call.");
    // Signed out.
    const anon = await h.app.inject({ method: "POST", url: "/api/calls", payload: { calleeId: expert.id, bookingId } });
    expect(anon.statusCode).toBe(401);
  });

  it("refuses a session that is over", async () => {
    const other = await publishedExpert(h);
    const bookingId = await session(member, other, -50);
    await h.database.pool.query("update bookings set ends_at = now() - interval '1 minute' where id = $1", [bookingId]);
    const res = await start(other, member.id, bookingId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This session is over.");
  });
});

describe("room states", () => {
  it("rings, becomes active on accept and ends for both; events reach the caller and the room", async () => {
    const e2 = await publishedExpert(h);
    const bookingId = await session(member, e2);
    const { roomId } = (await start(e2, member.id, bookingId)).json();
    const callerSide = await listen(e2, [`call_notifications:${e2.id}`, `call_${roomId}`]);
    // Only the callee answers.
    expect((await call(e2, "POST", `/api/calls/${roomId}/accept`)).statusCode).toBe(403);
    expect((await call(stranger, "POST", `/api/calls/${roomId}/accept`)).statusCode).toBe(404);
    // The callee cannot join before answering.
    expect((await call(member, "POST", `/api/calls/${roomId}/join`, { peer: randomUUID() })).statusCode).toBe(409);
    const accepted = await call(member, "POST", `/api/calls/${roomId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "active", isCaller: false, other: { userId: e2.id } });
    await callerSide.waitFor((e) => e.event === "call_accepted" && e.channel === `call_notifications:${e2.id}`);
    await callerSide.waitFor((e) => e.event === "call_accepted" && e.channel === `call_${roomId}`);
    expect((await call(member, "POST", `/api/calls/${roomId}/accept`)).statusCode).toBe(409);
    const room = (await call(e2, "GET", `/api/calls/${roomId}`)).json();
    expect(room).toMatchObject({ roomId, bookingId, status: "active", isCaller: true, other: { userId: member.id } });
    // Either side ends it for both; ending twice is fine; nothing can be signalled afterwards.
    expect((await call(member, "POST", `/api/calls/${roomId}/end`)).json()).toEqual({ status: "ended" });
    const ended = await callerSide.waitFor((e) => e.event === "call_ended" && e.channel === `call_${roomId}`);
    expect(ended.data).toEqual({ roomId, endedBy: member.id });
    expect((await call(e2, "POST", `/api/calls/${roomId}/end`)).statusCode).toBe(200);
    const late = await call(e2, "POST", `/api/calls/${roomId}/signals`, {
      type: "ice",
      peer: randomUUID(),
      to: null,
      payload: { candidate: "x" },
    });
    expect(late.statusCode).toBe(409);
    expect((await call(e2, "POST", `/api/calls/${roomId}/join`, { peer: randomUUID() })).statusCode).toBe(409);
    callerSide.socket.close();
  });

  it("rejects: ended_at set, the caller hears call_rejected, and it cannot be answered afterwards", async () => {
    const e3 = await publishedExpert(h);
    const bookingId = await session(member, e3);
    const { roomId } = (await start(e3, member.id, bookingId)).json();
    const callerSide = await listen(e3, [`call_notifications:${e3.id}`]);
    expect((await call(member, "POST", `/api/calls/${roomId}/reject`)).json()).toEqual({ status: "rejected" });
    const ev = await callerSide.waitFor((e) => e.event === "call_rejected");
    expect(ev.data).toEqual({ roomId, rejectedBy: member.id });
    const { rows } = await h.database.pool.query("select status, ended_at from call_rooms where id = $1", [roomId]);
    expect(rows[0].status).toBe("rejected");
    expect(rows[0].ended_at).not.toBeNull();
    expect((await call(member, "POST", `/api/calls/${roomId}/accept`)).statusCode).toBe(409);
    expect((await call(member, "GET", "/api/calls/incoming")).json().call).toBeNull();
    callerSide.socket.close();
  });

  it("a new call for the same booking replaces the ringing one", async () => {
    const e4 = await publishedExpert(h);
    const bookingId = await session(member, e4);
    const first = (await start(e4, member.id, bookingId)).json().roomId;
    const ring = await listen(member, [`call_notifications:${member.id}`]);
    const second = (await start(member, e4.id, bookingId)).json().roomId;
    expect(second).not.toBe(first);
    await ring.waitFor((e) => e.event === "call_ended" && e.data.roomId === first);
    expect((await call(member, "GET", `/api/calls/${first}`)).json().status).toBe("ended");
    ring.socket.close();
  });

  it("unanswered calls stop ringing", async () => {
    const e5 = await publishedExpert(h);
    const bookingId = await session(member, e5);
    const { roomId } = (await start(e5, member.id, bookingId)).json();
    await h.database.pool.query("update call_rooms set created_at = now() - interval '2 minutes' where id = $1", [
      roomId,
    ]);
    expect(await h.built.calls.endUnanswered()).toBe(1);
    expect((await call(e5, "GET", `/api/calls/${roomId}`)).json().status).toBe("ended");
  });
});

describe("signalling", () => {
  it("stores offers and candidates in order and replays them to a late joiner", async () => {
    const e6 = await publishedExpert(h);
    const bookingId = await session(member, e6);
    const { roomId } = (await start(e6, member.id, bookingId)).json();
    const callerPeer = randomUUID();
    expect((await call(e6, "POST", `/api/calls/${roomId}/join`, { peer: callerPeer })).statusCode).toBe(200);
    const sent = [];
    for (const [type, payload] of [
      ["offer", { type: "offer", sdp: "v=0 offer" }],
      ["ice", { candidate: "candidate:1", sdpMid: "0" }],
      ["ice", { candidate: "candidate:2", sdpMid: "0" }],
    ] as const) {
      const r = await call(e6, "POST", `/api/calls/${roomId}/signals`, { type, peer: callerPeer, to: null, payload });
      expect(r.statusCode).toBe(200);
      sent.push(r.json().id);
    }
    // The callee answers, joins and reads everything sent before, oldest first.
    await call(member, "POST", `/api/calls/${roomId}/accept`);
    const roomEvents = await listen(e6, [`call_${roomId}`]);
    const calleePeer = randomUUID();
    await call(member, "POST", `/api/calls/${roomId}/join`, { peer: calleePeer });
    const joined = await roomEvents.waitFor((e) => e.event === "call_joined");
    expect(joined.data).toEqual({ roomId, joinedBy: member.id, peer: calleePeer });
    const replay = (await call(member, "GET", `/api/calls/${roomId}/signals`)).json();
    expect(replay.map((s: { id: number }) => s.id)).toEqual(sent);
    expect(replay.map((s: { type: string }) => s.type)).toEqual(["offer", "ice", "ice"]);
    expect(replay[0]).toMatchObject({ senderId: e6.id, peer: callerPeer, to: null, payload: { sdp: "v=0 offer" } });
    const after = (await call(member, "GET", `/api/calls/${roomId}/signals?after=${sent[0]}`)).json();
    expect(after).toHaveLength(2);
    // The answer goes out live on the room channel.
    const answer = await call(member, "POST", `/api/calls/${roomId}/signals`, {
      type: "answer",
      peer: calleePeer,
      to: callerPeer,
      payload: { type: "answer", sdp: "v=0 answer" },
    });
    // The caller's last candidate's notice may still be on its way (NOTIFY is asynchronous and the
    // room listener subscribed just now): wait for the answer's own notice.
    const notice = await roomEvents.waitFor(
      (e) => e.event === "call_signal" && (e.data as { id?: number }).id === answer.json().id,
    );
    expect(notice.data).toEqual({ roomId, id: answer.json().id, senderId: member.id });
    roomEvents.socket.close();
  });

  it("a reload drops the old connection's signals and refuses signals from it", async () => {
    const e7 = await publishedExpert(h);
    const bookingId = await session(member, e7);
    const { roomId } = (await start(e7, member.id, bookingId)).json();
    const oldPeer = randomUUID();
    await call(e7, "POST", `/api/calls/${roomId}/join`, { peer: oldPeer });
    await call(e7, "POST", `/api/calls/${roomId}/signals`, {
      type: "offer",
      peer: oldPeer,
      to: null,
      payload: { sdp: "a" },
    });
    const newPeer = randomUUID();
    await call(e7, "POST", `/api/calls/${roomId}/join`, { peer: newPeer });
    expect((await call(e7, "GET", `/api/calls/${roomId}/signals`)).json()).toEqual([]);
    const stale = await call(e7, "POST", `/api/calls/${roomId}/signals`, {
      type: "ice",
      peer: oldPeer,
      to: null,
      payload: { candidate: "c" },
    });
    expect(stale.statusCode).toBe(409);
  });

  it("keeps other pairs out: no signals, no reading, no channel, forged and bad ids", async () => {
    const e8 = await publishedExpert(h);
    const bookingId = await session(member, e8);
    const { roomId } = (await start(e8, member.id, bookingId)).json();
    const body = { type: "ice", peer: randomUUID(), to: null, payload: { candidate: "c" } };
    expect((await call(stranger, "POST", `/api/calls/${roomId}/signals`, body)).statusCode).toBe(404);
    expect((await call(stranger, "GET", `/api/calls/${roomId}/signals`)).statusCode).toBe(404);
    expect((await call(stranger, "GET", `/api/calls/${roomId}`)).statusCode).toBe(404);
    expect((await call(stranger, "POST", `/api/calls/${roomId}/end`)).statusCode).toBe(404);
    expect((await call(stranger, "POST", `/api/calls/${roomId}/join`, { peer: randomUUID() })).statusCode).toBe(404);
    expect((await call(member, "GET", `/api/calls/${randomUUID()}`)).statusCode).toBe(404);
    const forged = await call(member, "GET", "/api/calls/not-a-room");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain("Call not found");
    // Bad bodies: unknown type, oversized payload, bad query.
    const peer = randomUUID();
    await call(e8, "POST", `/api/calls/${roomId}/join`, { peer });
    expect((await call(e8, "POST", `/api/calls/${roomId}/signals`, { ...body, peer, type: "hello" })).statusCode).toBe(
      400,
    );
    const huge = await call(e8, "POST", `/api/calls/${roomId}/signals`, {
      ...body,
      peer,
      payload: { sdp: "x".repeat(40_000) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain("too large");
    expect((await call(e8, "GET", `/api/calls/${roomId}/signals?after=-1`)).statusCode).toBe(400);
    // Channels: the pair's room and only their own call notifications.
    const spy = await listen(stranger, [`call_${roomId}`, `call_notifications:${member.id}`, "call_not-a-uuid"]);
    expect(spy.refused.sort()).toEqual([`call_${roomId}`, "call_not-a-uuid", `call_notifications:${member.id}`].sort());
    spy.socket.close();
    const own = await listen(member, [`call_${roomId}`, `call_notifications:${member.id}`]);
    expect(own.refused).toEqual([]);
    own.socket.close();
  });
});

describe("practice sessions (development only)", () => {
  it("needs a real member and expert and refuses overlaps", async () => {
    const e9 = await publishedExpert(h);
    expect(
      (await h.post("/api/dev/practice-session", { memberEmail: member.email, expertEmail: member.email })).statusCode,
    ).toBe(404);
    await session(member, e9);
    const again = await h.post("/api/dev/practice-session", { memberEmail: stranger.email, expertEmail: e9.email });
    expect(again.statusCode).toBe(409);
    const bad = await h.post("/api/dev/practice-session", { memberEmail: "x", expertEmail: e9.email });
    expect(bad.statusCode).toBe(400);
  });
});
