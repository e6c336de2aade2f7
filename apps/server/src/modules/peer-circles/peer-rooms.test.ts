// Peer rooms through the API: nicknames, open hours in India time, leaving, a listener's mute, the live
// channel for current members only, and the 7-day erasure.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness, Member } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";
import { DAY, peerRequests, startPeerCast } from "../../../test/peer-circles-fixture.ts";

let h: Harness;
let wsUrl: string;
let moderator: Member;

beforeAll(async () => {
  ({ h, wsUrl, moderator } = await startPeerCast());
}, 60_000);
afterAll(() => h.close());

const { q, listener, room, join, say, history, listen } = peerRequests(() => ({ h, wsUrl, moderator }));

describe("rooms", () => {
  it("members join under a unique nickname (never their name), write while open and leave any time", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [a, b] = await Promise.all([h.member({ displayName: "Asha Verma" }), h.member()]);
    expect((await call(h, a, "GET", `/api/peer-circles/rooms/${roomId}/messages`)).json().code).toBe("NOT_IN_ROOM");
    const named = await call(h, a, "POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "Asha" });
    expect(named.json().code).toBe("NICKNAME_IS_NAME");
    expect(
      (await call(h, a, "POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "Sparrow" })).statusCode,
    ).toBe(200);
    const taken = await call(h, b, "POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "sparrow" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("NICKNAME_TAKEN");
    expect((await call(h, b, "POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "Kite" })).statusCode).toBe(
      200,
    );

    const sent = await say(a, roomId, "  Exams in two weeks and I cannot sleep.  ");
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      text: "Exams in two weeks and I cannot sleep.",
      nickname: "Sparrow",
      mine: true,
    });
    const seen = await history(b, roomId);
    expect(seen.map((m) => [m.nickname, m.text])).toEqual([["Sparrow", "Exams in two weeks and I cannot sleep."]]);
    // Nickname only: nothing in the room says who the member is.
    const body = (await call(h, b, "GET", `/api/peer-circles/rooms/${roomId}`)).body + JSON.stringify(seen);
    for (const secret of [a.id, a.email, "Asha"]) expect(body).not.toContain(secret);

    expect((await call(h, a, "POST", `/api/peer-circles/rooms/${roomId}/leave`)).json()).toEqual({ left: true });
    expect((await say(a, roomId, "still here?")).json().code).toBe("NOT_IN_ROOM");
    expect((await call(h, a, "GET", `/api/peer-circles/rooms/${roomId}/messages`)).statusCode).toBe(403);
  }, 60_000);

  it("a closed room takes neither joins nor messages; its open hours are weekly windows in India time", async () => {
    const l = await listener();
    // Today in India, and a window on another weekday only.
    const istDay = new Date(Date.now() + 330 * 60_000).getUTCDay();
    const roomId = await room(l, [{ weekday: (istDay + 3) % 7, start: "09:00", end: "10:00" }]);
    const listed = (await call(h, l, "GET", `/api/peer-circles/rooms/${roomId}`)).json();
    expect(listed).toMatchObject({ isOpen: false, timeZone: "Asia/Kolkata" });
    const m = await h.member();
    expect((await join(m, roomId)).json().code).toBe("ROOM_CLOSED");
    expect((await say(l, roomId, "hello")).json().code).toBe("ROOM_CLOSED");
  }, 60_000);

  it("a listener mutes a member in their room; a member cannot mute, and a listener is never muted", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await join(a, roomId);
    await join(b, roomId);
    const detail = (await call(h, b, "GET", `/api/peer-circles/rooms/${roomId}`)).json();
    const aId = detail.members.find(
      (m: { isListener: boolean; id: string }) => !m.isListener && m.id !== detail.me.memberId,
    ).id;
    const lId = detail.members.find((m: { isListener: boolean }) => m.isListener).id;
    const byMember = await call(h, b, "POST", `/api/peer-circles/rooms/${roomId}/members/${aId}/mute`);
    expect(byMember.json().code).toBe("LISTENERS_ONLY");
    expect((await call(h, l, "POST", `/api/peer-circles/rooms/${roomId}/members/${lId}/mute`)).statusCode).toBe(409);
    expect((await call(h, l, "POST", `/api/peer-circles/rooms/${roomId}/members/${aId}/mute`)).json()).toEqual({
      muted: true,
    });
    const muted = await say(a, roomId, "hello?");
    expect(muted.statusCode).toBe(403);
    expect(muted.json().code).toBe("MUTED_IN_ROOM");
    await call(h, l, "POST", `/api/peer-circles/rooms/${roomId}/members/${aId}/unmute`);
    expect((await say(a, roomId, "hello again")).statusCode).toBe(201);
  }, 60_000);
});

describe("live delivery", () => {
  it("only current members listen on a room's channel, and they get each message live", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [a, b, stranger] = await Promise.all([h.member(), h.member(), h.member()]);
    await join(a, roomId);
    await join(b, roomId);
    const channel = `peer_room_${roomId}`;
    const refused = await listen(stranger, channel);
    expect(refused.outcome).toBe("FORBIDDEN");
    refused.socket.close();
    const staffSocket = await listen(moderator, channel);
    expect(staffSocket.outcome).toBe("FORBIDDEN");
    staffSocket.socket.close();
    const bSocket = await listen(b, channel);
    expect(bSocket.outcome).toBe("subscribed");
    const sent = (await say(a, roomId, "anyone awake?")).json();
    const live = await bSocket.waitFor((e) => e.event === "peer_message" && e.data.id === sent.id);
    expect(live.data).toMatchObject({ text: "anyone awake?", roomId });
    expect(JSON.stringify(live.data)).not.toContain(a.id);
    bSocket.socket.close();
    await call(h, b, "POST", `/api/peer-circles/rooms/${roomId}/leave`);
    const gone = await listen(b, channel);
    expect(gone.outcome).toBe("FORBIDDEN");
    gone.socket.close();
  }, 60_000);
});

describe("retention", () => {
  it("the job erases messages older than 7 days and keeps the rest (the clock is injected)", async () => {
    const l = await listener();
    const roomId = await room(l);
    const a = await h.member();
    await join(a, roomId);
    const old = (await say(a, roomId, "eight days ago")).json();
    const recent = (await say(a, roomId, "six days ago")).json();
    const now = Date.now();
    await q(
      sql`update peer_room_messages set created_at = ${new Date(now - 8 * DAY).toISOString()}::timestamptz where id = ${old.id}`,
    );
    await q(
      sql`update peer_room_messages set created_at = ${new Date(now - 6 * DAY).toISOString()}::timestamptz where id = ${recent.id}`,
    );
    const first = await h.built.peerCircles.eraseOld(now);
    expect(first.erased).toBeGreaterThanOrEqual(1);
    expect((await history(a, roomId)).map((m) => m.text)).toEqual(["six days ago"]);
    // Two days later the other one is past 7 days too.
    await h.built.peerCircles.eraseOld(now + 2 * DAY);
    expect(await history(a, roomId)).toEqual([]);
    expect(h.built.periodicJobs.map((j) => j.name)).toContain("peer-circles-erase-old");
  }, 60_000);

  it("catching up after a time PostgreSQL cannot store (the year 0000) is a 400, not a 500", async () => {
    const l = await listener();
    const roomId = await room(l);
    await say(l, roomId, "welcome");
    const url = `/api/peer-circles/rooms/${roomId}/messages`;
    const bad = await call(h, l, "GET", `${url}?after=0000-01-01T00:00:00Z`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect((await call(h, l, "GET", `${url}?after=2000-01-01T00:00:00Z`)).json().items).toHaveLength(1);
  }, 60_000);
});
