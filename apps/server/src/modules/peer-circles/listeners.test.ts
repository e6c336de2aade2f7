// The listener's way through the API: the course in the wellness hub, the quiz graded on the server,
// the application, a moderator's approval (audited) and revocation, which takes the role at once.
import { LISTENER_QUIZ, PEER_MSG } from "@saathi/contract/peer-circles";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness, Member } from "../../../test/harness.ts";
import { call, moderationNotes } from "../../../test/moderation-helpers.ts";
import { ALWAYS, peerRequests, RIGHT, startPeerCast, WRONG } from "../../../test/peer-circles-fixture.ts";

let h: Harness;
let wsUrl: string;
let moderator: Member;

beforeAll(async () => {
  ({ h, wsUrl, moderator } = await startPeerCast());
}, 60_000);
afterAll(() => h.close());

const { q, listener, room, join, say } = peerRequests(() => ({ h, wsUrl, moderator }));

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

  it("an attempt keeps the quiz's answers only, never whatever else the body carried", async () => {
    const m = await h.member();
    const junk = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`junk${i}`.padEnd(40, "x"), "zzzz"]));
    const res = await call(h, m, "POST", "/api/peer-circles/listener/quiz", { answers: { ...junk, ...WRONG } });
    expect(res.json()).toMatchObject({ score: 1, passed: false });
    const [kept] = await q<{ answers: Record<string, string> }>(
      sql`select answers from listener_quiz_attempts where user_id = ${m.id}`,
    );
    expect(Object.keys(kept?.answers ?? {}).sort()).toEqual(LISTENER_QUIZ.map((x) => x.id).sort());
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

  it("a revoked listener's risk alerts are gone and so are they from the rooms they led: a room another listener leads goes on, one left alone is paused with a sentence until a listener takes it up", async () => {
    const l = await listener();
    const co = await listener();
    const alone = await room(l);
    const shared = await room(l);
    // A second listener also leads the shared room.
    await q(sql`insert into peer_room_listeners (room_id, listener_id) values (${shared}, ${co.id})`);
    expect((await join(co, shared)).statusCode).toBe(200);
    const member = await h.member();
    expect((await join(member, alone)).statusCode).toBe(200);
    expect((await join(member, shared)).statusCode).toBe(200);
    expect((await say(member, alone, "I want to die, I can't do this anymore")).statusCode).toBe(201);
    const alert = "Someone in your circle “Exam nights” may be at risk";
    expect((await moderationNotes(h, l)).some((n) => n.includes(alert))).toBe(true);
    expect(await h.built.peerCircles.canSubscribe(l.id, `peer_room_${alone}`)).toBe(true);

    const revoked = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${l.id}/revoke`, {
      reason: "Gave medical advice",
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    // Their old alerts are no longer shown to them; the revocation notice is.
    const notes = await moderationNotes(h, l);
    expect(notes.some((n) => n.includes(alert))).toBe(false);
    expect(notes).toContain("Your listener role has been taken away. A moderator will explain why if you write to us.");
    // Their access to the rooms they led has ended: no history, no channel, no writing.
    for (const id of [alone, shared]) {
      expect((await call(h, l, "GET", `/api/peer-circles/rooms/${id}/messages`)).statusCode).toBe(403);
      expect(await h.built.peerCircles.canSubscribe(l.id, `peer_room_${id}`)).toBe(false);
      expect((await say(l, id, "still here?")).statusCode).toBe(403);
    }
    const [{ n } = { n: -1 }] = await q<{ n: number }>(
      sql`select count(*)::int as n from peer_room_listeners where listener_id = ${l.id}`,
    );
    expect(n).toBe(0);

    // The room left without a listener is paused: read, not write, and its members are told.
    const paused = (await call(h, member, "GET", `/api/peer-circles/rooms/${alone}`)).json();
    expect(paused.listenerCount).toBe(0);
    expect((await call(h, member, "GET", `/api/peer-circles/rooms/${alone}/messages`)).statusCode).toBe(200);
    const refused = await say(member, alone, "hello?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "ROOM_PAUSED", message: PEER_MSG.roomPaused });
    expect(await moderationNotes(h, member)).toContain(
      "The circle “Exam nights” is paused: its listener is no longer available. You can read it, but not write, until a new listener leads it.",
    );
    // The shared room goes on with its other listener.
    expect((await call(h, member, "GET", `/api/peer-circles/rooms/${shared}`)).json().listenerCount).toBe(1);
    expect((await say(member, shared, "still good here")).statusCode).toBe(201);

    // Only an approved listener takes up a paused room, and only a paused one.
    expect(
      (await call(h, member, "POST", `/api/peer-circles/rooms/${alone}/lead`, { nickname: "Dawn" })).json().code,
    ).toBe("NOT_A_LISTENER");
    const next = await listener();
    const led = await call(h, next, "POST", `/api/peer-circles/rooms/${shared}/lead`, { nickname: "Dawn" });
    expect(led.statusCode).toBe(409);
    expect(led.json().code).toBe("ROOM_LED");
    const took = await call(h, next, "POST", `/api/peer-circles/rooms/${alone}/lead`, { nickname: "Dawn" });
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json().room).toMatchObject({ listenerCount: 1, me: { nickname: "Dawn", isListener: true } });
    expect((await say(member, alone, "hello again")).statusCode).toBe(201);
    expect((await call(h, l, "POST", `/api/peer-circles/rooms/${alone}/lead`, { nickname: "Back" })).statusCode).toBe(
      403,
    );
  }, 90_000);
});
