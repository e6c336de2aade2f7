// The listener's way through the API: the course in the wellness hub, the quiz graded on the server,
// the application, a moderator's approval (audited) and revocation, which takes the role at once.
import { LISTENER_QUIZ } from "@saathi/contract/peer-circles";
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

const { q, room, join } = peerRequests(() => ({ h, wsUrl, moderator }));

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
