import { z } from "zod";

/**
 * The plan both sides of a care link see: goals written with the member, homework between sessions,
 * and a short summary of each session the member sees once the expert saves it. The expert's private
 * notes travel only to the expert (never in a brief, an export or a search).
 */

export const GOAL_STATUSES = ["active", "met", "dropped"] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const HOMEWORK_KINDS = [
  "bot_flow",
  "journal_prompt",
  "breathing",
  "grounding",
  "course_lesson",
  "challenge_day",
  "task",
] as const;
export type HomeworkKind = (typeof HOMEWORK_KINDS)[number];

export const HOMEWORK_STATUSES = ["assigned", "done", "not_done"] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

export const CARE_PLAN_LIMITS = {
  goalTitle: 120,
  goalMeasure: 300,
  instructions: 1000,
  ref: 200,
  memberNote: 1000,
  summary: 4000,
  notes: 20_000,
} as const;

export const CARE_PLAN_MSG = {
  goalNotFound: "We couldn't find this goal.",
  homeworkNotFound: "We couldn't find this homework.",
  bookingNotFound: "We couldn't find this session.",
  sessionNotStarted: "You can write about a session once it has started.",
  duePast: "The due date cannot be in the past.",
  badRef: "Choose what the member should do (a flow, prompt, lesson or challenge that exists).",
  refNotAllowed: "A task has no link: write what to do in the instructions.",
  taskNeedsInstructions: "Write what the member should do.",
  alreadyDone: "This homework is done: it can no longer be withdrawn.",
  empty: "Write something first.",
  tooLong: "This is too long.",
  controlCharacters: "This text has an invisible control character. Remove it and try again.",
  badDate: "Use a date such as 2026-12-31.",
  notesUnreadable:
    "These notes were saved under a key this server no longer has. Ask your administrator to restore it.",
} as const;

/** Text a person writes: no control characters but new lines and tabs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const prose = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CARE_PLAN_MSG.tooLong)
    .refine((s) => !CONTROL.test(s), CARE_PLAN_MSG.controlCharacters);
/** A calendar day PostgreSQL can store: the ISO format allows the year 0000, which has no date there. */
const isoDate = z.iso.date(CARE_PLAN_MSG.badDate).refine((d) => !d.startsWith("0000-"), CARE_PLAN_MSG.badDate);

export const careGoalSchema = z.object({
  id: z.uuid(),
  linkId: z.uuid(),
  title: z.string(),
  measure: z.string(),
  targetDate: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  status: z.enum(GOAL_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CareGoal = z.infer<typeof careGoalSchema>;

export const careGoalInputSchema = z.object({
  title: prose(CARE_PLAN_LIMITS.goalTitle).min(1, CARE_PLAN_MSG.empty),
  measure: prose(CARE_PLAN_LIMITS.goalMeasure).default(""),
  targetDate: isoDate.nullable().default(null),
  progress: z.number().int().min(0).max(100).default(0),
  status: z.enum(GOAL_STATUSES).default("active"),
});
export type CareGoalInput = z.input<typeof careGoalInputSchema>;
export const careGoalPatchSchema = z
  .object({
    title: prose(CARE_PLAN_LIMITS.goalTitle).min(1, CARE_PLAN_MSG.empty),
    measure: prose(CARE_PLAN_LIMITS.goalMeasure),
    targetDate: isoDate.nullable(),
    progress: z.number().int().min(0).max(100),
    status: z.enum(GOAL_STATUSES),
  })
  .partial();
export type CareGoalPatch = z.infer<typeof careGoalPatchSchema>;

export const careHomeworkSchema = z.object({
  id: z.uuid(),
  linkId: z.uuid(),
  kind: z.enum(HOMEWORK_KINDS),
  ref: z.string().nullable(),
  instructions: z.string(),
  dueDate: z.string(),
  status: z.enum(HOMEWORK_STATUSES),
  memberNote: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  /** Where in Saathi the member does it (null: a task done outside the app). */
  open: z.string().nullable(),
});
export type CareHomework = z.infer<typeof careHomeworkSchema>;

export const careHomeworkInputSchema = z.object({
  kind: z.enum(HOMEWORK_KINDS),
  ref: prose(CARE_PLAN_LIMITS.ref).nullable().default(null),
  instructions: prose(CARE_PLAN_LIMITS.instructions).default(""),
  dueDate: isoDate,
});
export type CareHomeworkInput = z.input<typeof careHomeworkInputSchema>;

export const careHomeworkAnswerSchema = z.object({
  status: z.enum(["done", "not_done"]),
  note: prose(CARE_PLAN_LIMITS.memberNote).nullable().default(null),
});
export type CareHomeworkAnswer = z.input<typeof careHomeworkAnswerSchema>;

export const sessionSummarySchema = z.object({
  bookingId: z.uuid(),
  linkId: z.uuid(),
  sessionStartsAt: z.string(),
  text: z.string(),
  sharedAt: z.string(),
  updatedAt: z.string(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionSummaryInputSchema = z.object({
  text: prose(CARE_PLAN_LIMITS.summary).min(1, CARE_PLAN_MSG.empty),
});

export const sessionNotesSchema = z.object({
  bookingId: z.uuid(),
  text: z.string(),
  updatedAt: z.string().nullable(),
});
export type SessionNotes = z.infer<typeof sessionNotesSchema>;
export const sessionNotesInputSchema = z.object({ text: prose(CARE_PLAN_LIMITS.notes) });

/** A session of the link the expert may write about (it has started). */
export const careSessionSchema = z.object({
  bookingId: z.uuid(),
  startsAt: z.string(),
  hasSummary: z.boolean(),
  hasNotes: z.boolean(),
});
export type CareSession = z.infer<typeof careSessionSchema>;

export const carePlanSchema = z.object({
  linkId: z.uuid(),
  goals: z.array(careGoalSchema),
  homework: z.array(careHomeworkSchema),
  /** Newest first. */
  summaries: z.array(sessionSummarySchema),
  /** The sessions that have started, newest first (the expert writes summaries and notes on them). */
  sessions: z.array(careSessionSchema),
  /** The next confirmed session, if any. */
  nextSession: z.object({ bookingId: z.uuid(), startsAt: z.string() }).nullable(),
});
export type CarePlan = z.infer<typeof carePlanSchema>;

/** What either side sees before a call: goals, homework since the last session, the last summary. */
export const carePlanBriefSchema = z.object({
  linkId: z.uuid(),
  goals: z.array(careGoalSchema),
  homework: z.array(careHomeworkSchema),
  lastSummary: sessionSummarySchema.nullable(),
});
export type CarePlanBrief = z.infer<typeof carePlanBriefSchema>;

export const careGoalParamsSchema = z.object({ linkId: z.uuid(), goalId: z.uuid() });
export const careHomeworkParamsSchema = z.object({ linkId: z.uuid(), homeworkId: z.uuid() });
export const careSessionParamsSchema = z.object({ linkId: z.uuid(), bookingId: z.uuid() });
export const careBookingParamsSchema = z.object({ bookingId: z.uuid() });

// ---- Rules shared by both sides ----

/** The member may answer assigned homework and change their answer; done or not done, never back to assigned. */
export function canAnswerHomework(_status: HomeworkStatus, answer: HomeworkStatus): boolean {
  return answer !== "assigned";
}

/** The expert may withdraw homework the member has not done. */
export const canWithdrawHomework = (status: HomeworkStatus) => status !== "done";

/** A due date (YYYY-MM-DD) is acceptable when it is today or later in the member's day (India). */
export function dueDateAllowed(dueDate: string, now: Date = new Date()): boolean {
  // Today in India (UTC+5:30): a due date of "today" stays valid all day there.
  const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return dueDate >= today;
}

/** Where a member does a piece of homework in Saathi; null for a task done outside the app. */
export function homeworkOpenPath(kind: HomeworkKind, ref: string | null): string | null {
  switch (kind) {
    case "bot_flow":
      return ref ? `/healthbot?flow=${encodeURIComponent(ref)}` : "/healthbot";
    case "journal_prompt":
      return ref ? `/daily-journal?prompt=${encodeURIComponent(ref)}` : "/daily-journal";
    case "breathing":
      return "/breathing-tool";
    case "grounding":
      return "/healthbot?flow=grounding";
    case "course_lesson": {
      const [courseId, lessonId] = (ref ?? "").split(":");
      if (!courseId) return "/wellness/wellnessList";
      return `/wellness/wellnessList/${encodeURIComponent(courseId)}${lessonId ? `?lesson=${encodeURIComponent(lessonId)}` : ""}`;
    }
    case "challenge_day":
      return "/anxiety-challenge";
    case "task":
      return null;
  }
}
