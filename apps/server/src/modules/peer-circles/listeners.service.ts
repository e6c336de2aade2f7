// The way to the listener role: the listener course (a wellness-hub course) ends in a short quiz
// graded here; a member who passed applies; a moderator approves, or later revokes (the role is
// gone at once: every listener right is read from listener_status when it is used). A revoked
// listener's risk alerts go from their notifications and they leave the rooms they led: a room another
// listener still leads goes on with them; a room left without one is paused (members read, nobody
// writes) and its members are told, until an approved listener takes it up.
import {
  LISTENER_COURSE_SLUG,
  LISTENER_QUIZ,
  LISTENER_QUIZ_PASS_MARK,
  type ListenerStatusName,
  PEER_EVENTS,
  PEER_MSG,
  PEER_NOTICE_MSG,
} from "@saathi/contract/peer-circles";
import { channels } from "@saathi/contract/realtime";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import { presentPersonOrUnknown } from "../../platform/presenters/person.presenter.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { gradeQuiz, mayApply, mayApprove, mayRevoke } from "./peer-circles.policy.ts";
import type { PeerCirclesRepository } from "./peer-circles.repository.ts";

const iso = (t: string | null) => (t ? new Date(t).toISOString() : null);

export function createListenersService(
  repo: PeerCirclesRepository,
  notifications: Pick<NotificationsService, "notify">,
  /** Listeners are adults (decision 038): a minor neither answers the quiz nor applies (403 MINOR_PROTECTED). */
  youth: Pick<YouthChecks, "requireMayAct">,
  publisher?: Publisher,
  /** Cuts open subscriptions to a room's channel on every node (the channel policy's revoke). */
  revoke?: (channel: string, userIds: string[]) => Promise<void>,
) {
  /** After a revocation: alerts gone, rooms left; members of a room left without a listener are told. */
  const endLeading = async (userId: string) => {
    const rooms = await repo.endLeading(userId, PEER_NOTICE_MSG.riskToListener);
    for (const room of rooms) {
      if (room.listeners === 0)
        for (const memberId of room.member_ids)
          await notifications.notify(memberId, "moderation", memberId, {
            message: PEER_NOTICE_MSG.roomPaused,
            message_values: JSON.stringify({ room: room.name }),
          });
      await publisher?.publish(channels.peerRoom(room.id), PEER_EVENTS.roomChanged, { roomId: room.id });
      // The former listener's open tabs stop hearing the room they no longer belong to, on every node.
      await revoke?.(channels.peerRoom(room.id), [userId]);
    }
    return rooms;
  };

  const decide = async (
    staff: StaffUser,
    userId: string,
    from: ListenerStatusName,
    to: ListenerStatusName,
    reason: string | null,
  ) => {
    const status = await repo.listenerStatusOf(userId);
    if (status === null) throw new AppError(404, "LISTENER_NOT_FOUND", PEER_MSG.listenerNotFound);
    const allowed = to === "approved" ? mayApprove(status) : mayRevoke(status);
    if (!allowed)
      throw new AppError(409, "LISTENER_STATE", to === "approved" ? PEER_MSG.notApplied : PEER_MSG.notApproved);
    const done = await repo.decide(userId, from, to, staff.id, reason, {
      actor: { id: staff.id, email: staff.email },
      action: to === "approved" ? "listener.approve" : "listener.revoke",
      targetType: "member",
      targetId: userId,
      before: { status },
      after: { status: to },
      reason,
    });
    if (!done)
      throw new AppError(409, "LISTENER_STATE", to === "approved" ? PEER_MSG.notApplied : PEER_MSG.notApproved);
    if (to === "revoked") await endLeading(userId);
    const message = to === "approved" ? PEER_NOTICE_MSG.approved : PEER_NOTICE_MSG.revoked;
    await notifications.notify(userId, "moderation", userId, { message, message_values: "{}" });
    return { userId, status: to };
  };

  return {
    quiz() {
      return {
        passMark: LISTENER_QUIZ_PASS_MARK,
        questions: LISTENER_QUIZ.map((q) => ({
          id: q.id,
          topic: q.topic,
          question: q.question,
          options: Object.entries(q.options).map(([id, text]) => ({ id, text })),
        })),
      };
    },

    /**
     * Grades on the server and keeps the attempt; every question must be answered (400 otherwise).
     * Only the quiz's own questions are kept: a body may name any keys, and they would be stored forever.
     */
    async answerQuiz(userId: string, answers: Record<string, string>) {
      await youth.requireMayAct(userId, "peer_circle");
      const g = gradeQuiz(answers);
      if (!g.complete) throw new AppError(400, "QUIZ_INCOMPLETE", PEER_MSG.quizIncomplete);
      const kept = Object.fromEntries(LISTENER_QUIZ.map((q) => [q.id, answers[q.id] ?? ""]));
      await repo.addQuizAttempt(userId, kept, g.score, g.passed);
      return { score: g.score, total: g.total, passMark: LISTENER_QUIZ_PASS_MARK, passed: g.passed };
    },

    async me(userId: string) {
      const [status, quiz, courseId] = await Promise.all([
        repo.listenerStatusOf(userId),
        repo.quizSummary(userId),
        repo.courseId(LISTENER_COURSE_SLUG),
      ]);
      return { status, quizPassed: quiz.passed, bestScore: quiz.best, passMark: LISTENER_QUIZ_PASS_MARK, courseId };
    },

    async apply(userId: string, motivation: string | undefined) {
      await youth.requireMayAct(userId, "peer_circle");
      const [status, quiz] = await Promise.all([repo.listenerStatusOf(userId), repo.quizSummary(userId)]);
      const may = mayApply(status, quiz.passed);
      if (may === "quiz") throw new AppError(409, "QUIZ_NOT_PASSED", PEER_MSG.quizNotPassed);
      if (may === "applied") throw new AppError(409, "ALREADY_APPLIED", PEER_MSG.alreadyApplied);
      if (may === "listener") throw new AppError(409, "ALREADY_LISTENER", PEER_MSG.alreadyListener);
      await repo.apply(userId, motivation || null);
      return this.me(userId);
    },

    async list(_staff: StaffUser, status: ListenerStatusName | undefined) {
      const rows = await repo.applications(status);
      return {
        items: rows.map((r) => ({
          userId: r.user_id,
          name: presentPersonOrUnknown(r.person, r.user_id).displayName,
          status: r.status as ListenerStatusName,
          appliedAt: new Date(r.applied_at).toISOString(),
          motivation: r.motivation,
          bestScore: r.best_score,
          decidedAt: iso(r.decided_at),
          decidedBy: r.decided_by,
          reason: r.reason,
        })),
      };
    },

    approve: (staff: StaffUser, userId: string, reason: string | undefined) =>
      decide(staff, userId, "applied", "approved", reason || null),
    revoke: (staff: StaffUser, userId: string, reason: string) => decide(staff, userId, "approved", "revoked", reason),
  };
}

export type ListenersService = ReturnType<typeof createListenersService>;
