// The 5-Day Anxiety Challenge: one short evidence-based task a day, in order; the next day
// opens on the next calendar day in the member's time zone (not 24 hours later). Progress, notes and
// the streak live in the member's account; notes are private (export, erasure).
import { z } from "zod";
import { crisisLevelSchema } from "./crisis.ts";

export const ANXIETY_CHALLENGE_DAYS = 5;

/** Day 1..5, in order: slow breathing, a worry list, a small exposure step, a gratitude note, a reflection. */
export const CHALLENGE_TASKS = ["breathing", "worry_list", "exposure", "gratitude", "reflection"] as const;
export type ChallengeTask = (typeof CHALLENGE_TASKS)[number];

export const CHALLENGE_NOTE_MAX = 1000;

/** The zone a member's calendar days follow when the browser does not say (India). */
export const DEFAULT_CHALLENGE_TIME_ZONE = "Asia/Kolkata";

export const CHALLENGE_MSG = {
  timeZone: "Choose a valid time zone.",
  day: "Choose a day from 1 to 5.",
  noteLong: "Keep your note under 1000 characters.",
  notJoined: "Join the challenge first.",
  notInOrder: "Finish the days in order: this one is not next.",
  alreadyDone: "You have already finished this day.",
  opensTomorrow: "This day opens tomorrow. One small step a day is enough.",
  finished: "You have finished the challenge. You can start it again whenever you like.",
} as const;

/** An IANA zone the runtime knows (Intl), e.g. Asia/Kolkata. */
export const isTimeZone = (tz: string): boolean => {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(tz) && tz !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const timeZoneSchema = z.string().max(64, CHALLENGE_MSG.timeZone).refine(isTimeZone, CHALLENGE_MSG.timeZone);

export const challengeJoinSchema = z.object({ timeZone: timeZoneSchema });
export type ChallengeJoin = z.infer<typeof challengeJoinSchema>;

export const challengeDayParamsSchema = z.object({
  day: z.coerce
    .number({ error: CHALLENGE_MSG.day })
    .int(CHALLENGE_MSG.day)
    .min(1, CHALLENGE_MSG.day)
    .max(5, CHALLENGE_MSG.day),
});

/** A done tap (no note) or a short written note. */
export const challengeCompleteSchema = z.object({
  note: z.string().trim().max(CHALLENGE_NOTE_MAX, CHALLENGE_MSG.noteLong).optional(),
});
export type ChallengeComplete = z.infer<typeof challengeCompleteSchema>;

export const CHALLENGE_DAY_STATUSES = ["done", "open", "locked"] as const;
export type ChallengeDayStatus = (typeof CHALLENGE_DAY_STATUSES)[number];

export const challengeDaySchema = z.object({
  day: z.number().int(),
  task: z.enum(CHALLENGE_TASKS),
  status: z.enum(CHALLENGE_DAY_STATUSES),
  /** The member's calendar date (YYYY-MM-DD, their zone) it was done on. */
  doneOn: z.string().nullable(),
  completedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type ChallengeDay = z.infer<typeof challengeDaySchema>;

export const challengeStateSchema = z.object({
  status: z.enum(["not_started", "active", "finished"]),
  timeZone: z.string().nullable(),
  /** Today in the member's zone (YYYY-MM-DD). */
  today: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The day to do next (null when not started or finished). */
  nextDay: z.number().int().nullable(),
  /** True when the next day has opened (today is a later calendar day than the last one done). */
  nextDayOpen: z.boolean(),
  completed: z.number().int(),
  /** Consecutive calendar days with a task done, ending today or yesterday. */
  streak: z.number().int(),
  days: z.array(challengeDaySchema),
});
export type ChallengeState = z.infer<typeof challengeStateSchema>;

export const challengeCompleteResponseSchema = z.object({
  state: challengeStateSchema,
  /** The crisis check of the note (the journal's): 'none', or the level for the writer's help card. */
  crisisLevel: crisisLevelSchema,
});
export type ChallengeCompleteResponse = z.infer<typeof challengeCompleteResponseSchema>;
