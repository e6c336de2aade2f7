// Safety inside peer rooms: a risk message brings its writer the helpline card and alerts the listener
// and the moderators; a held message waits for a moderator; report, block and mute work inside rooms.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness, Member } from "../../../test/harness.ts";
import { call, moderationNotes } from "../../../test/moderation-helpers.ts";
import { peerRequests, startPeerCast } from "../../../test/peer-circles-fixture.ts";

let h: Harness;
let wsUrl: string;
let moderator: Member;

beforeAll(async () => {
  ({ h, wsUrl, moderator } = await startPeerCast());
}, 60_000);
afterAll(() => h.close());

const { q, listener, room, join, say, history } = peerRequests(() => ({ h, wsUrl, moderator }));

describe("safety in rooms", () => {
  it("a risk message brings the writer the helpline card, alerts the listener and the moderators, and is queued with only its immediate context", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await join(a, roomId);
    await join(b, roomId);
    for (const text of ["one", "two", "three", "four", "five", "six"]) await say(b, roomId, text);
    const risk = await say(a, roomId, "I want to die, I can't do this anymore");
    expect(risk.statusCode).toBe(201);
    expect(risk.json().crisis).toEqual({ level: "risk", held: false });
    expect(risk.json().crisisLevel).toBe("risk");

    const [item] = await q<{ id: string; target_type: string; crisis_level: string }>(
      sql`select id, target_type, crisis_level from moderation_items where target_id = ${risk.json().id}`,
    );
    expect(item).toMatchObject({ target_type: "circle_message", crisis_level: "risk" });
    expect(
      (await moderationNotes(h, l)).some((n) => n.includes("Someone in your circle “Exam nights” may be at risk")),
    ).toBe(true);
    expect((await moderationNotes(h, moderator)).some((n) => n.includes("“Exam nights” may show risk"))).toBe(true);
    // Members other than the listener are not alerted; the alert never carries the text.
    expect(await moderationNotes(h, b)).toEqual([]);
    const notes = (await call(h, l, "GET", "/api/notifications")).body;
    expect(notes).not.toContain("I want to die");

    // Staff see the flagged message and the few before it, never the whole room.
    const seen = (await call(h, moderator, "GET", `/api/admin/moderation/${item?.id}`)).json();
    expect(seen.context.content.text).toBe("I want to die, I can't do this anymore");
    expect(seen.context.before.map((e: { text: string }) => e.text)).toEqual(["three", "four", "five", "six"]);
    expect(JSON.stringify(seen)).not.toMatch(/"(one|two)"/);
    const inside = await call(h, moderator, "GET", `/api/peer-circles/rooms/${roomId}/messages`);
    expect(inside.statusCode).toBe(403);
    const roomForStaff = (await call(h, moderator, "GET", `/api/peer-circles/rooms/${roomId}`)).json();
    expect(roomForStaff.members).toEqual([]);
  }, 60_000);

  it("a message describing a means waits for a moderator: only its writer sees it until approved", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await join(a, roomId);
    await join(b, roomId);
    const held = await say(a, roomId, "I have saved up pills and I will take them all tonight to kill myself");
    expect(held.statusCode).toBe(201);
    expect(held.json().held).toBe(true);
    expect((await history(b, roomId)).map((m) => m.id)).not.toContain(held.json().id);
    expect((await history(a, roomId)).map((m) => m.id)).toContain(held.json().id);
    const [item] = await q<{ id: string }>(sql`select id from moderation_items where target_id = ${held.json().id}`);
    const approve = await call(h, moderator, "POST", `/api/admin/moderation/${item?.id}/action`, {
      action: "approve",
      reason: "Reached out; safe to show",
    });
    expect(approve.statusCode).toBe(200);
    expect((await history(b, roomId)).map((m) => m.id)).toContain(held.json().id);
  }, 60_000);

  it("report works inside a room for its members only; block hides both ways and warns the blocker before joining", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [a, b, stranger] = await Promise.all([h.member(), h.member(), h.member()]);
    await join(a, roomId);
    await join(b, roomId);
    const msg = (await say(a, roomId, "You are all pathetic")).json();
    const report = { targetType: "circle_message", targetId: msg.id, reason: "harassment" };
    expect((await call(h, stranger, "POST", "/api/reports", report)).statusCode).toBe(404);
    expect((await call(h, a, "POST", "/api/reports", report)).statusCode).toBe(400);
    expect((await call(h, b, "POST", "/api/reports", report)).statusCode).toBe(201);
    const [item] = await q(sql`select mi.target_type, mi.sources from moderation_items mi
      join reports r on r.item_id = mi.id where r.target_id = ${msg.id}`);
    expect(item).toMatchObject({ target_type: "circle_message", sources: ["report"] });

    const aMember = msg.memberId as string;
    expect((await call(h, b, "POST", `/api/peer-circles/rooms/${roomId}/members/${aMember}/block`)).json()).toEqual({
      blocked: true,
    });
    const [blockRow] = await q(sql`select 1 as one from blocks where blocker_id = ${b.id} and blocked_id = ${a.id}`);
    expect(blockRow).toBeDefined();
    expect((await history(b, roomId)).map((m) => m.id)).not.toContain(msg.id);
    expect((await call(h, b, "GET", `/api/peer-circles/rooms/${roomId}`)).json().hiddenMemberIds).toEqual([aMember]);
    expect((await history(a, roomId)).some((m) => m.nickname && m.id === msg.id)).toBe(true);

    // Mute works in the room too, for the one who mutes alone: a third member hides b's messages.
    const c = await h.member();
    await join(c, roomId);
    const bMsg = (await say(b, roomId, "I hear you")).json();
    const hidden = await call(h, c, "POST", `/api/peer-circles/rooms/${roomId}/members/${bMsg.memberId}/hide`, {
      duration: "24h",
    });
    expect(hidden.json()).toEqual({ hidden: true });
    expect(hidden.body).not.toContain(b.id);
    expect((await history(c, roomId)).map((m) => m.id)).not.toContain(bMsg.id);
    expect((await history(l, roomId)).map((m) => m.id)).toContain(bMsg.id);
    expect((await call(h, c, "GET", `/api/peer-circles/rooms/${roomId}`)).json().hiddenMemberIds).toEqual([
      bMsg.memberId,
    ]);
    const badDuration = await call(h, c, "POST", `/api/peer-circles/rooms/${roomId}/members/${bMsg.memberId}/hide`, {
      duration: "1y",
    });
    expect(badDuration.statusCode).toBe(400);

    // The one who blocked is warned before joining a room the other is in; the blocked one is not.
    await call(h, b, "POST", `/api/peer-circles/rooms/${roomId}/leave`);
    const warned = await join(b, roomId);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().code).toBe("BLOCKED_MEMBER_IN_ROOM");
    expect((await join(b, roomId, { acceptBlockWarning: true })).statusCode).toBe(200);
    await call(h, a, "POST", `/api/peer-circles/rooms/${roomId}/leave`);
    expect((await call(h, b, "GET", `/api/peer-circles/rooms/${roomId}`)).json().blockedPresent).toBe(false);
    expect((await join(a, roomId)).statusCode).toBe(200);
    // The blocked one joined after the blocker: the blocker's room says so; the blocked one's does not.
    expect((await call(h, b, "GET", `/api/peer-circles/rooms/${roomId}`)).json().blockedPresent).toBe(true);
    expect((await call(h, a, "GET", `/api/peer-circles/rooms/${roomId}`)).json().blockedPresent).toBe(false);
  }, 60_000);
});
