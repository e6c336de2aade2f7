// Peer circles end to end through the API: the listener's way (course quiz → application →
// approval → revocation), rooms and nicknames, crisis-checked messages that alert the listener and
// the moderators, report, block and mute inside rooms, the live channel, and the 7-day erasure.
import { LISTENER_QUIZ } from "@saathi/contract/peer-circles";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { call, moderationNotes, moderatorMember } from "../../../test/moderation-helpers.ts";
import { seedListenerCourse } from "../../seed/listener-course.ts";
import { LISTENER_QUIZ_KEY } from "./peer-circles.policy.ts";

let h: Harness;
let wsUrl: string;
let moderator: Member;
const DAY = 86_400_000;
const ALWAYS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "24:00" }));
const RIGHT = Object.fromEntries(Object.entries(LISTENER_QUIZ_KEY));
const WRONG = Object.fromEntries(LISTENER_QUIZ.map((q) => [q.id, "a"]));
const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await h.database.db.execute(query)).rows as T[];

/** A member who passed the quiz, applied and was approved by the moderator. */
async function listener(): Promise<Member> {
  const l = await h.member();
  expect((await call(h, l, "POST", "/api/peer-circles/listener/quiz", { answers: RIGHT })).json().passed).toBe(true);
  expect((await call(h, l, "POST", "/api/peer-circles/listener/apply", {})).statusCode).toBe(200);
  const ok = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${l.id}/approve`, {});
  expect(ok.statusCode).toBe(200);
  return l;
}

let nick = 0;
const nickname = () => `Moon ${++nick}`;

async function room(l: Member, openHours = ALWAYS): Promise<string> {
  const r = await call(h, l, "POST", "/api/peer-circles/rooms", {
    topic: "exam_stress",
    language: "Hinglish",
    name: "Exam nights",
    openHours,
    nickname: nickname(),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().id;
}

async function join(m: Member, roomId: string, extra: object = {}) {
  return call(h, m, "POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: nickname(), ...extra });
}
const say = (m: Member, roomId: string, text: string) =>
  call(h, m, "POST", `/api/peer-circles/rooms/${roomId}/messages`, { text });
const history = async (m: Member, roomId: string) =>
  (await call(h, m, "GET", `/api/peer-circles/rooms/${roomId}/messages`)).json().items as {
    id: string;
    text: string;
    memberId: string;
    nickname: string;
  }[];

/** A socket subscribed to one channel, collecting events; `error` when refused. */
async function listen(m: Member, channel: string) {
  const socket = new WebSocket(wsUrl, { headers: { cookie: m.cookie } });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  const outcome = await new Promise<string>((resolve) => {
    socket.on("message", (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.type === "ready") socket.send(JSON.stringify({ type: "subscribe", channel }));
      if (msg.type === "subscribed") resolve("subscribed");
      if (msg.type === "error") resolve(msg.code);
      if (msg.type === "event") events.push({ event: msg.event, data: msg.data });
    });
  });
  const waitFor = async (pred: (e: { event: string; data: Record<string, unknown> }) => boolean) => {
    for (let i = 0; i < 100; i++) {
      const found = events.find(pred);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no matching event; got ${JSON.stringify(events)}`);
  };
  return { socket, events, outcome, waitFor };
}

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  const a = h.app.server.address();
  wsUrl = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
  moderator = await moderatorMember(h);
  await seedListenerCourse(h.database.db);
}, 60_000);
afterAll(() => h.close());

describe("becoming a listener", () => {
  it("the course is in the wellness hub; the quiz is graded on the server and never sends its answers", async () => {
    const m = await h.member();
    const me = (await call(h, m, "GET", "/api/peer-circles/listener")).json();
    expect(me).toMatchObject({ status: null, quizPassed: false, bestScore: null, passMark: 5 });
    const course = await call(h, m, "GET", `/api/courses/${me.courseId}`);
    expect(course.statusCode).toBe(200);
    expect(course.body).toContain("listener course");
    const quiz = await call(h, m, "GET", "/api/peer-circles/listener/quiz");
    expect(quiz.json().questions).toHaveLength(LISTENER_QUIZ.length);
    expect(quiz.body).not.toMatch(/"(answer|correct|key)"/);

    const wrong = (await call(h, m, "POST", "/api/peer-circles/listener/quiz", { answers: WRONG })).json();
    expect(wrong).toMatchObject({ passed: false, total: 6, passMark: 5 });
    expect((await call(h, m, "POST", "/api/peer-circles/listener/apply", {})).json().code).toBe("QUIZ_NOT_PASSED");
    // Every question answered, or nothing is graded.
    const partial = await call(h, m, "POST", "/api/peer-circles/listener/quiz", { answers: { risk: "c" } });
    expect(partial.statusCode).toBe(400);
    const right = (await call(h, m, "POST", "/api/peer-circles/listener/quiz", { answers: RIGHT })).json();
    expect(right).toEqual({ score: 6, total: 6, passMark: 5, passed: true });
    const applied = await call(h, m, "POST", "/api/peer-circles/listener/apply", { motivation: "I was helped once." });
    expect(applied.json().status).toBe("applied");
    expect((await call(h, m, "POST", "/api/peer-circles/listener/apply", {})).json().code).toBe("ALREADY_APPLIED");
    const attempts = await q(
      sql`select score, passed from listener_quiz_attempts where user_id = ${m.id} order by created_at`,
    );
    expect(attempts).toEqual([
      { score: 1, passed: false },
      { score: 6, passed: true },
    ]);
  });

  it("only an approved listener opens a room; a moderator approves (audited), then revokes and the role is gone at once", async () => {
    const l = await h.member();
    await call(h, l, "POST", "/api/peer-circles/listener/quiz", { answers: RIGHT });
    await call(h, l, "POST", "/api/peer-circles/listener/apply", {});
    const early = await call(h, l, "POST", "/api/peer-circles/rooms", {
      ...{ topic: "grief", language: "English", name: "After a loss", openHours: ALWAYS, nickname: "Lamp" },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe("NOT_A_LISTENER");

    const queue = (await call(h, moderator, "GET", "/api/admin/peer-circles/listeners?status=applied")).json();
    expect(queue.items.map((i: { userId: string }) => i.userId)).toContain(l.id);
    // Revoking an application is not a thing; approving twice is refused.
    expect(
      (await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${l.id}/revoke`, { reason: "not yet" }))
        .statusCode,
    ).toBe(409);
    const ok = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${l.id}/approve`, {
      reason: "Good answers",
    });
    expect(ok.json()).toEqual({ userId: l.id, status: "approved" });
    expect((await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${l.id}/approve`, {})).statusCode).toBe(
      409,
    );
    const [row] = await q(sql`select status, decided_by, reason from listener_status where user_id = ${l.id}`);
    expect(row).toEqual({ status: "approved", decided_by: moderator.id, reason: "Good answers" });
    const audits = await q(sql`select action, actor_id from audit_log where target_id = ${l.id} order by at`);
    expect(audits).toEqual([{ action: "listener.approve", actor_id: moderator.id }]);
    expect(await moderationNotes(h, l)).toContain("You are now a Saathi listener. Thank you for listening.");

    const roomId = await room(l);
    const member = await h.member();
    expect((await join(member, roomId)).statusCode).toBe(200);
    const memberId = (await call(h, member, "GET", `/api/peer-circles/rooms/${roomId}`)).json().me.memberId;
    expect((await call(h, l, "POST", `/api/peer-circles/rooms/${roomId}/members/${memberId}/mute`)).statusCode).toBe(
      200,
    );

    // Revocation needs a reason, then takes effect on the very next request.
    const noReason = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${l.id}/revoke`, {});
    expect(noReason.statusCode).toBe(400);
    const revoked = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${l.id}/revoke`, {
      reason: "Shared a phone number in a room",
    });
    expect(revoked.json().status).toBe("revoked");
    const unmute = await call(h, l, "POST", `/api/peer-circles/rooms/${roomId}/members/${memberId}/unmute`);
    expect(unmute.statusCode).toBe(403);
    expect(unmute.json().code).toBe("LISTENERS_ONLY");
    const again = await call(h, l, "POST", "/api/peer-circles/rooms", {
      ...{ topic: "grief", language: "English", name: "After a loss", openHours: ALWAYS, nickname: "Lamp" },
    });
    expect(again.json().code).toBe("NOT_A_LISTENER");
    const seen = (await call(h, member, "GET", `/api/peer-circles/rooms/${roomId}`)).json();
    expect(seen.listenerCount).toBe(0);
    expect(seen.members.every((m: { isListener: boolean }) => !m.isListener)).toBe(true);
    const [after] = await q(sql`select status, decided_by, reason from listener_status where user_id = ${l.id}`);
    expect(after).toEqual({ status: "revoked", decided_by: moderator.id, reason: "Shared a phone number in a room" });
    expect(await moderationNotes(h, l)).toContain(
      "Your listener role has been taken away. A moderator will explain why if you write to us.",
    );
    // A revoked listener may take the quiz's way again: a new application.
    expect((await call(h, l, "POST", "/api/peer-circles/listener/apply", {})).json().status).toBe("applied");
  }, 60_000);
});

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
});

describe("permissions and bad input", () => {
  it("answers each kind of caller as it should, with no leak", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [member, other, expert] = await Promise.all([h.member(), h.member(), h.member({ role: "expert" })]);
    const admin = await staffMember(h);
    await join(member, roomId);
    const memberId = (await call(h, member, "GET", `/api/peer-circles/rooms/${roomId}`)).json().me.memberId as string;
    const read = `/api/peer-circles/rooms/${roomId}/messages`;
    const mute = `/api/peer-circles/rooms/${roomId}/members/${memberId}/mute`;
    const cases: [string, Member | null, string, string, number][] = [
      ["anonymous lists", null, "GET", "/api/peer-circles/rooms", 401],
      ["anonymous reads", null, "GET", read, 401],
      ["anonymous admin", null, "GET", "/api/admin/peer-circles/listeners", 401],
      ["member reads", member, "GET", read, 200],
      ["listener reads", l, "GET", read, 200],
      ["another member reads", other, "GET", read, 403],
      ["an expert reads", expert, "GET", read, 403],
      ["a moderator reads", moderator, "GET", read, 403],
      ["an admin reads", admin, "GET", read, 403],
      ["member mutes", member, "POST", mute, 403],
      ["another member mutes", other, "POST", mute, 403],
      ["moderator mutes", moderator, "POST", mute, 403],
      ["listener mutes", l, "POST", mute, 200],
      ["member decides", member, "GET", "/api/admin/peer-circles/listeners", 403],
      ["expert decides", expert, "GET", "/api/admin/peer-circles/listeners", 403],
      ["admin decides", admin, "GET", "/api/admin/peer-circles/listeners", 200],
      ["moderator decides", moderator, "GET", "/api/admin/peer-circles/listeners", 200],
    ];
    const got = [];
    for (const [name, who, method, url, want] of cases) {
      const r = await call(h, who, method, url);
      got.push([name, r.statusCode]);
      if (r.statusCode !== 200) expect(r.body).not.toContain(memberId);
      void want;
    }
    expect(got).toEqual(cases.map(([name, , , , want]) => [name, want]));
    // A room that does not exist and one the caller cannot read answer alike for a stranger's id.
    const missing = await call(h, other, "GET", `/api/peer-circles/rooms/00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
  }, 60_000);

  it("refuses bad input with a 4xx, never a 5xx", async () => {
    const l = await listener();
    const roomId = await room(l);
    const m = await h.member();
    await join(m, roomId);
    const bad: [string, string, object | undefined][] = [
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: "a\u0000b" }],
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: "x".repeat(1001) }],
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: "   " }],
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: 42 }],
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: "hi", clientId: "c".repeat(65) }],
      ["POST", "/api/peer-circles/rooms/not-a-uuid/messages", { text: "hi" }],
      ["GET", `/api/peer-circles/rooms/${roomId}/messages?after=yesterday`, undefined],
      ["POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "a" }],
      ["POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "x\u0007y" }],
      ["POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "http://spam.example" }],
      ["POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: ["Kite"] }],
      ["POST", `/api/peer-circles/rooms/${roomId}/members/nope/mute`, undefined],
      ["GET", "/api/peer-circles/rooms?topic=astrology", undefined],
      ["POST", "/api/peer-circles/listener/quiz", { answers: "b" }],
      ["POST", "/api/peer-circles/listener/apply", { motivation: "x".repeat(501) }],
      [
        "POST",
        "/api/peer-circles/rooms",
        {
          topic: "grief",
          language: "English",
          name: "Loss",
          nickname: "Lamp",
          openHours: [{ weekday: 7, start: "09:00", end: "10:00" }],
        },
      ],
      [
        "POST",
        "/api/peer-circles/rooms",
        {
          topic: "grief",
          language: "English",
          name: "Loss",
          nickname: "Lamp",
          openHours: [{ weekday: 1, start: "11:00", end: "10:00" }],
        },
      ],
      [
        "POST",
        "/api/peer-circles/rooms",
        { topic: "grief", language: "Klingon", name: "Loss", nickname: "Lamp", openHours: ALWAYS },
      ],
    ];
    for (const [method, url, payload] of bad) {
      const who = url.includes("/api/peer-circles/rooms") && method === "POST" && !url.includes(roomId) ? l : m;
      const r = await call(h, who, method, url, payload);
      expect([method, url, r.statusCode]).toEqual([method, url, 400]);
    }
    const badAdmin = await call(h, moderator, "POST", "/api/admin/peer-circles/listeners/nope/approve", {});
    expect(badAdmin.statusCode).toBe(400);
    const unknown = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${m.id}/approve`, {});
    expect(unknown.statusCode).toBe(404);
  }, 60_000);
});
