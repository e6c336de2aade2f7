// The crisis check on what members write: what a write answers (the writer's crisis card),
// the journal and mood check, the "talk to an expert now" slot, new-account limits and the messages
// a writer reads when a write is held, blocked or limited.
import { z } from "zod";

/**
 * What a writer may need, from least to most urgent; danger from someone else is its own kind:
 * - concern: hopelessness, a passive wish → a gentle card (helplines and one suggestion), nothing queued
 * - risk: active thoughts of suicide, self-harm, a friend at risk → the helpline card and the moderation queue
 * - imminent: a plan, a method, a time, a goodbye → the same, first in the queue, on-duty moderators alerted
 * - danger: someone else hurts or threatens the writer → the danger card (112, 181, 1098) and the queue
 */
export const CRISIS_LEVELS = ["none", "concern", "risk", "imminent", "danger"] as const;
export type CrisisLevelName = (typeof CRISIS_LEVELS)[number];
export const crisisLevelSchema = z.enum(CRISIS_LEVELS);

/** The levels a moderation item (and a chat message's mark for its receiver) can carry: every level that is queued. */
export const QUEUED_CRISIS_LEVELS = ["risk", "imminent", "danger"] as const;
export type QueuedCrisisLevel = (typeof QUEUED_CRISIS_LEVELS)[number];
export const isQueuedCrisisLevel = (level: string | null | undefined): level is QueuedCrisisLevel =>
  (QUEUED_CRISIS_LEVELS as readonly string[]).includes(level ?? "");

/**
 * What the crisis reading reads with a new text: the author's own last writings (in the same chat, or
 * their posts and comments) of the last CRISIS_CONTEXT_HOURS, at most CRISIS_CONTEXT_LIMIT of them.
 */
export const CRISIS_CONTEXT_HOURS = 24;
export const CRISIS_CONTEXT_LIMIT = 5;

/**
 * On the answer to a post, comment or message: the level the check found (the web shows the card for
 * every level but none) and whether the write waits for a moderator (only risk or imminent with a means).
 */
export const writeCrisisSchema = z.object({
  level: crisisLevelSchema,
  held: z.boolean(),
  /**
   * Someone else hurts or threatens the writer (read beside their own risk, so the level may be risk or
   * imminent): the card then offers no "Tell {name}", since the person named may be that someone.
   */
  othersDanger: z.boolean().optional(),
});
export type WriteCrisis = z.infer<typeof writeCrisisSchema>;

/** Limits of the text sent to POST /api/safety/check (the journal's own limit is larger than a post's). */
export const SAFETY_CHECK_MAX_CHARS = 20_000;

/** POST /api/safety/check: journal and mood notes only; nothing is stored or logged. */
export const SAFETY_CHECK_MSG = { tooLong: `text: at most ${SAFETY_CHECK_MAX_CHARS} characters` } as const;
export const safetyCheckBodySchema = z.object({
  text: z.string().max(SAFETY_CHECK_MAX_CHARS, SAFETY_CHECK_MSG.tooLong),
});
export const safetyCheckResultSchema = z.object({
  level: crisisLevelSchema,
  /** As on a post's answer: someone else hurts or threatens the writer, so the card offers no "Tell {name}". */
  othersDanger: z.boolean().optional(),
});
export type SafetyCheckResult = z.infer<typeof safetyCheckResultSchema>;

/** GET /api/safety/help: the earliest bookable slot of a listed expert, for "Talk to an expert now". */
export const safetyHelpSchema = z.object({
  earliest: z
    .object({
      expertId: z.string(),
      /** What /expert/booking?expert= takes (username or id). */
      handle: z.string(),
      displayName: z.string(),
      startsAt: z.string(),
    })
    .nullable(),
});
export type SafetyHelp = z.infer<typeof safetyHelpSchema>;

/** Accounts younger than this many days are rate-limited on what they write and whom they follow. */
export const NEW_ACCOUNT_DAYS = 3;
export const NEW_ACCOUNT_WRITES = ["post", "comment", "message", "follow", "report"] as const;
export type NewAccountWrite = (typeof NEW_ACCOUNT_WRITES)[number];
/** Per hour, for new accounts. */
export const NEW_ACCOUNT_LIMITS: Record<NewAccountWrite, { perHour: number; what: string; verb: string }> = {
  post: { perHour: 5, what: "posts", verb: "share" },
  comment: { perHour: 20, what: "comments", verb: "write" },
  message: { perHour: 60, what: "messages", verb: "send" },
  follow: { perHour: 20, what: "follows", verb: "make" },
  // Each report is a moderation-queue item: a fresh account must not be able to flood the queue.
  report: { perHour: 10, what: "reports", verb: "send" },
};

export const newAccountLimitMessage = (kind: NewAccountWrite, retryAfterSeconds: number): string => {
  const l = NEW_ACCOUNT_LIMITS[kind];
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `New accounts can ${l.verb} up to ${l.perHour} ${l.what} an hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};

/** ICU twins of newAccountLimitMessage, one per kind ({perHour}, {minutes}). */
export const NEW_ACCOUNT_LIMIT_MSG: Record<NewAccountWrite, string> = {
  post: "New accounts can share up to {perHour} posts an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  comment:
    "New accounts can write up to {perHour} comments an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  message:
    "New accounts can send up to {perHour} messages an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  follow:
    "New accounts can make up to {perHour} follows an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  report:
    "New accounts can send up to {perHour} reports an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
};

/** The values of NEW_ACCOUNT_LIMIT_MSG[kind] for a wait of `retryAfterSeconds`. */
export const newAccountLimitValues = (kind: NewAccountWrite, retryAfterSeconds: number) => ({
  perHour: NEW_ACCOUNT_LIMITS[kind].perHour,
  minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
});

export const CRISIS_MSG = {
  /** The writer of held content (a means described by someone at risk, or a watched word held). */
  held: "Thank you for sharing. It will appear after a quick review by our team.",
  postingMuted: (until: string) =>
    `You can't post, comment or send messages until ${until}, after a moderator's decision. You can still read and reach out for help.`,
  /** ICU twin of postingMuted. */
  postingMutedText:
    "You can't post, comment or send messages until {until}, after a moderator's decision. You can still read and reach out for help.",
  watchedWordBlocked: "This can't be shared on Saathi because it contains words our community guidelines don't allow.",
  cardTitle: "You don't have to go through this alone",
  cardBody: "What you wrote sounds heavy. If you are thinking of hurting yourself, please talk to someone now.",
  safeNow: "I'm safe right now",
  talkToExpert: "Talk to an expert now",
  /** The gentle card (concern): a kind sentence, the helplines, one small thing to try. */
  concernTitle: "That sounds really hard",
  concernBody:
    "Thank you for putting it into words. Feeling this low is heavy to carry alone; you don't have to. If it gets harder, the helplines below are free and there any time.",
  concernTry: "One small thing that can help right now",
  concernBreathe: "Try a two-minute breathing exercise",
  concernBuddy: "Write to a buddy you trust",
  /** The danger card: someone else hurts or threatens the writer. Never a bot. */
  dangerTitle: "You deserve to be safe",
  dangerBody:
    "What you wrote sounds like someone may be hurting or threatening you. It is not your fault. If you are in danger now, call for help.",
  dangerSafelyTitle: "Getting help safely",
  dangerSafelyPhone: "If you can, call from a phone the other person does not check or share.",
  dangerSafelyHistory: "If it keeps you safe, delete the call and this page from the phone's history afterwards.",
  dangerSafelyPlace: "Go to a neighbour, a relative or any public place where other people are around.",
  friendTitle: "Your friend may be going through something hard",
  friendBody:
    "Listen without judging, tell them you care, and ask gently if they are safe. Encourage them to call a helpline; you don't have to fix it alone.",
} as const;
