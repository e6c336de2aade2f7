// The plan of a care link: the expert writes goals, homework, a shared summary and private notes
// while care is active; the member reads the plan and answers homework; both read a brief before a
// call. Every method starts with careAccess (the link's 404 for strangers and staff, 403 for the
// wrong side, read-only after care ends), then the plan's own rules (care-plan.policy.ts).

import {
  CARE_PLAN_MSG,
  type CareGoal,
  type CareGoalPatch,
  type CareHomework,
  type CarePlan,
  type CarePlanBrief,
  type CareSession,
  canWithdrawHomework,
  dueDateAllowed,
  type GoalStatus,
  type HomeworkKind,
  type HomeworkStatus,
  homeworkOpenPath,
  type SessionNotes,
  type SessionSummary,
} from "@saathi/contract/care-plan";
import { ANXIETY_CHALLENGE_DAYS } from "@saathi/contract/challenges";
import { AppError } from "../../platform/http/errors.ts";
import type { CareAccess, CareLinkRow } from "../care-links/index.ts";
import { careLinkNotFound } from "../care-links/index.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import { type NotesCipher, NotesUnreadableError } from "./care-plan.crypto.ts";
import { bookingOfLink, checkHomeworkRef, sessionStarted } from "./care-plan.policy.ts";
import type { CarePlanRepository, GoalRow, HomeworkRow, SummaryRow } from "./care-plan.repository.ts";

const presentGoal = (g: GoalRow): CareGoal => ({
  id: g.id,
  linkId: g.linkId,
  title: g.title,
  measure: g.measure,
  targetDate: g.targetDate,
  progress: g.progress,
  status: g.status as GoalStatus,
  createdAt: g.createdAt.toISOString(),
  updatedAt: g.updatedAt.toISOString(),
});

const presentHomework = (h: HomeworkRow): CareHomework => ({
  id: h.id,
  linkId: h.linkId,
  kind: h.kind as HomeworkKind,
  ref: h.ref,
  instructions: h.instructions,
  dueDate: h.dueDate,
  status: h.status as HomeworkStatus,
  memberNote: h.memberNote,
  doneAt: h.doneAt?.toISOString() ?? null,
  createdAt: h.createdAt.toISOString(),
  open: homeworkOpenPath(h.kind as HomeworkKind, h.ref),
});

const presentSummary = (s: SummaryRow): SessionSummary => ({
  bookingId: s.bookingId,
  linkId: s.linkId,
  sessionStartsAt: s.sessionStartsAt.toISOString(),
  text: s.text,
  sharedAt: s.sharedAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

const bad = (message: string, field: string) =>
  new AppError(400, "VALIDATION_ERROR", message, { fields: [{ field, message }] });

export interface HomeworkInput {
  kind: HomeworkKind;
  ref: string | null;
  instructions: string;
  dueDate: string;
}

export function createCarePlanService(
  repo: CarePlanRepository,
  access: CareAccess,
  cipher: NotesCipher,
  courses: Pick<CoursesService, "detail">,
) {
  /** A session of this link that has started: 404 for a booking of anyone else or not yet held. */
  const startedSessionOf = async (link: CareLinkRow, bookingId: string) => {
    const session = await repo.findSession(bookingId);
    if (!session || !bookingOfLink(session, link))
      throw new AppError(404, "CARE_SESSION_NOT_FOUND", CARE_PLAN_MSG.bookingNotFound);
    if (!sessionStarted(session)) throw new AppError(409, "SESSION_NOT_STARTED", CARE_PLAN_MSG.sessionNotStarted);
    return session;
  };

  const checkRef = async (link: CareLinkRow, input: HomeworkInput) => {
    const verdict = checkHomeworkRef(input.kind, input.ref, input.instructions, ANXIETY_CHALLENGE_DAYS);
    if (verdict === "bad_ref") throw bad(CARE_PLAN_MSG.badRef, "ref");
    if (verdict === "ref_not_allowed") throw bad(CARE_PLAN_MSG.refNotAllowed, "ref");
    if (verdict === "needs_instructions") throw bad(CARE_PLAN_MSG.taskNeedsInstructions, "instructions");
    if (verdict === "needs_lesson_check") {
      const [courseId = "", lessonId = ""] = (input.ref ?? "").split(":");
      // The lesson must be in a course the member can see (the courses' own rule).
      const course = await courses.detail(link.memberId, courseId).catch(() => null);
      const found = course?.modules.some((m) => m.lessons.some((l) => l.id === lessonId));
      if (!found) throw bad(CARE_PLAN_MSG.badRef, "ref");
    }
  };

  const plan = async (userId: string, link: CareLinkRow): Promise<CarePlan> => {
    const now = new Date();
    const isExpert = userId === link.expertId;
    const [goals, homework, summaries, started, next, noted] = await Promise.all([
      repo.goals(link.id),
      repo.homework(link.id),
      repo.summaries(link.id),
      repo.startedSessions(link, now),
      repo.nextSession(link, now),
      isExpert ? repo.notedSessions(link.id) : Promise.resolve(new Set<string>()),
    ]);
    const summarised = new Set(summaries.map((s) => s.bookingId));
    const sessions: CareSession[] = started.map((s) => ({
      bookingId: s.id,
      startsAt: s.startsAt.toISOString(),
      hasSummary: summarised.has(s.id),
      hasNotes: noted.has(s.id),
    }));
    return {
      linkId: link.id,
      goals: goals.map(presentGoal),
      homework: homework.map(presentHomework),
      summaries: summaries.map(presentSummary),
      sessions,
      nextSession: next ? { bookingId: next.id, startsAt: next.startsAt.toISOString() } : null,
    };
  };

  return {
    async plan(userId: string, linkId: string): Promise<CarePlan> {
      return plan(userId, await access.either(userId, linkId));
    },

    async addGoal(
      expertId: string,
      linkId: string,
      input: { title: string; measure: string; targetDate: string | null; progress: number; status: GoalStatus },
    ): Promise<CareGoal> {
      await access.expertWrites(expertId, linkId);
      return presentGoal(await repo.addGoal({ linkId, ...input }));
    },

    async updateGoal(expertId: string, linkId: string, goalId: string, patch: CareGoalPatch): Promise<CareGoal> {
      await access.expertWrites(expertId, linkId);
      const row = await repo.updateGoal(linkId, goalId, patch);
      if (!row) throw new AppError(404, "GOAL_NOT_FOUND", CARE_PLAN_MSG.goalNotFound);
      return presentGoal(row);
    },

    async assignHomework(expertId: string, linkId: string, input: HomeworkInput): Promise<CareHomework> {
      const link = await access.expertWrites(expertId, linkId);
      if (!dueDateAllowed(input.dueDate)) throw bad(CARE_PLAN_MSG.duePast, "dueDate");
      await checkRef(link, input);
      return presentHomework(await repo.addHomework({ linkId, ...input }));
    },

    /** The member answers (or changes their answer): done or not done, with a note. */
    async answerHomework(
      memberId: string,
      linkId: string,
      homeworkId: string,
      answer: { status: "done" | "not_done"; note: string | null },
    ): Promise<CareHomework> {
      await access.member(memberId, linkId);
      const row = await repo.answerHomework(linkId, homeworkId, answer.status, answer.note || null);
      if (!row) throw new AppError(404, "HOMEWORK_NOT_FOUND", CARE_PLAN_MSG.homeworkNotFound);
      return presentHomework(row);
    },

    /** The expert withdraws homework the member has not done. */
    async withdrawHomework(expertId: string, linkId: string, homeworkId: string): Promise<void> {
      await access.expertWrites(expertId, linkId);
      const row = await repo.findHomework(linkId, homeworkId);
      if (!row) throw new AppError(404, "HOMEWORK_NOT_FOUND", CARE_PLAN_MSG.homeworkNotFound);
      if (!canWithdrawHomework(row.status as HomeworkStatus) || !(await repo.withdrawHomework(linkId, homeworkId)))
        throw new AppError(409, "HOMEWORK_DONE", CARE_PLAN_MSG.alreadyDone);
    },

    async saveSummary(expertId: string, linkId: string, bookingId: string, text: string): Promise<SessionSummary> {
      const link = await access.expertWrites(expertId, linkId);
      await startedSessionOf(link, bookingId);
      await repo.saveSummary(linkId, bookingId, text);
      const saved = (await repo.summaries(linkId)).find((s) => s.bookingId === bookingId);
      if (!saved) throw careLinkNotFound();
      return presentSummary(saved);
    },

    /** The expert's notes on one session (empty when none yet); never anyone else's. */
    async notes(expertId: string, linkId: string, bookingId: string): Promise<SessionNotes> {
      const link = await access.expertReads(expertId, linkId);
      await startedSessionOf(link, bookingId);
      const row = await repo.findNotes(bookingId);
      if (!row || row.linkId !== linkId) return { bookingId, text: "", updatedAt: null };
      try {
        return { bookingId, text: cipher.open(row, bookingId), updatedAt: row.updatedAt.toISOString() };
      } catch (e) {
        if (e instanceof NotesUnreadableError)
          throw new AppError(503, "NOTES_UNREADABLE", CARE_PLAN_MSG.notesUnreadable);
        throw e;
      }
    },

    async saveNotes(expertId: string, linkId: string, bookingId: string, text: string): Promise<SessionNotes> {
      const link = await access.expertWrites(expertId, linkId);
      await startedSessionOf(link, bookingId);
      const row = await repo.saveNotes(linkId, bookingId, cipher.seal(text, bookingId));
      return { bookingId, text, updatedAt: row.updatedAt.toISOString() };
    },

    /**
     * Before a call, for either party of the booking: the goals, homework set since the last session
     * and the last session's shared summary. Never the private notes.
     */
    async brief(userId: string, bookingId: string): Promise<CarePlanBrief> {
      const session = await repo.findSession(bookingId);
      const linkId = session ? await repo.linkIdOfPair(session.expertId, session.clientId) : null;
      if (!session || !linkId) throw careLinkNotFound();
      const link = await access.either(userId, linkId);
      const previous = (await repo.startedSessions(link, new Date())).filter((s) => s.startsAt < session.startsAt);
      const last = previous[0];
      const [goals, homework, summaries] = await Promise.all([
        repo.goals(link.id),
        last ? repo.homeworkSince(link.id, last.startsAt) : repo.homework(link.id),
        repo.summaries(link.id),
      ]);
      const lastSummary = summaries.find((s) => s.sessionStartsAt < session.startsAt) ?? null;
      return {
        linkId: link.id,
        goals: goals.filter((g) => g.status !== "dropped").map(presentGoal),
        homework: homework.map(presentHomework),
        lastSummary: lastSummary ? presentSummary(lastSummary) : null,
      };
    },
  };
}

export type CarePlanService = ReturnType<typeof createCarePlanService>;
