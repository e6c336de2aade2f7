// Safety in the social layer: what members can report and why, block and mute, sensitive
// themes, the crisis card's helplines, and the moderation vocabulary shared by members' screens,
// the moderation queue and the server.
import { z } from "zod";

/** What can be reported (and what moderation items are about). */
export const SAFETY_TARGETS = [
  "post",
  "comment",
  "message",
  "profile",
  "review",
  "circle_message",
  "circle_review",
  /** A line of a counsellor-led meeting's live side-chat (kept nowhere but in its moderation item). */
  "circle_room_line",
] as const;
export type SafetyTarget = (typeof SAFETY_TARGETS)[number];

export const REPORT_REASONS = ["self_harm", "harassment", "hate", "sexual", "spam", "harmful_advice", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  self_harm: "Risk of self-harm",
  harassment: "Harassment or bullying",
  hate: "Hate",
  sexual: "Sexual content",
  spam: "Spam or scam",
  harmful_advice: "Harmful advice about treatment",
  other: "Something else",
};

export const REPORT_DETAILS_MAX = 1000;

/** Validation words of reports and appeals, for the catalogs. */
export const SAFETY_INPUT_MSG = {
  reasonRequired: "Please choose a reason",
  appealRequired: "Please tell us why",
} as const;

export const reportInputSchema = z.object({
  targetType: z.enum(SAFETY_TARGETS),
  targetId: z.string().trim().min(1).max(100),
  reason: z.enum(REPORT_REASONS, SAFETY_INPUT_MSG.reasonRequired),
  details: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** How long a mute lasts: 24 hours, 7 days, or until undone. */
export const MUTE_DURATIONS = ["24h", "7d", "forever"] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];
export const MUTE_DURATION_LABEL: Record<MuteDuration, string> = {
  "24h": "For 24 hours",
  "7d": "For 7 days",
  forever: "Until I unmute",
};

export { SENSITIVE_THEME_LABEL, SENSITIVE_THEMES, type SensitiveTheme } from "./sensitive-themes.ts";

/** Helplines on the crisis card (24×7, many languages). */
export const HELPLINES = [
  { name: "Tele-MANAS", numbers: ["14416", "1-800-891-4416"], note: "24×7, free, in many Indian languages" },
  { name: "KIRAN", numbers: ["1800-599-0019"], note: "24×7 mental health helpline" },
] as const;
/** The danger card's numbers (someone else hurts or threatens the writer): emergency, women, children. */
export const DANGER_HELPLINES = [
  { name: "Emergency", numbers: ["112"], note: "Police, ambulance and fire, 24×7" },
  { name: "Women's helpline", numbers: ["181"], note: "24×7, for women facing violence at home or outside" },
  { name: "Childline", numbers: ["1098"], note: "24×7, free, for anyone under 18" },
] as const;
export const HELPLINE_TEXT = [...HELPLINES.map((h) => h.note), ...DANGER_HELPLINES.flatMap((h) => [h.name, h.note])];

/** Content states: held waits for a moderator; hidden was removed by one. */
export const MODERATION_STATES = ["visible", "held", "hidden"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** Graded moderator actions (approve releases held content). */
export const MODERATION_ACTIONS = ["dismiss", "approve", "hide", "warn", "mute", "suspend"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Queue order: higher first. Imminent crisis (a plan, a method, a time, a goodbye) is alone at the top. */
export const RISK = { none: 0, flagged: 1, crisis: 2, imminent: 3 } as const;

export const WATCHED_WORD_ACTIONS = ["block", "hold", "flag"] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];

// ---- reports and appeals, member side (moderation) ----

export const REPORT_MSG = {
  thanks: "Thank you for telling us. Our moderators will look at it soon, and we will let you know what we decide.",
  alreadyReported: "You have already reported this. We will let you know what we decide.",
  notFound: "We couldn't find that. It may have been removed.",
  ownContent: "You cannot report your own content.",
  appealThanks: "Thank you. A different moderator will look at it again and let you know.",
  appealOnce: "You have already appealed this decision.",
  notAppealable: "There is no decision to appeal here.",
  /** Over REPORTS_PER_HOUR ({perHour}, {minutes}). */
  tooMany:
    "You can send up to {perHour} reports an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
} as const;

/**
 * Reports any member may send an hour (new accounts: NEW_ACCOUNT_LIMITS.report). Each is a queue item
 * for a person to read; a repeat of the same report answers the first and is not counted.
 */
export const REPORTS_PER_HOUR = 30;

/** The answer to a report: the thanks the dialog shows. */
export const reportAnswerSchema = z.object({ id: z.string(), message: z.string() });
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

/** What became of a report: still open, the content was hidden, or no rule was broken. */
export const REPORT_OUTCOMES = ["pending", "hidden", "action_taken", "no_rule_broken"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_OUTCOME_LABEL: Record<ReportOutcome, string> = {
  pending: "Being reviewed",
  hidden: "Removed",
  action_taken: "Action taken",
  no_rule_broken: "No rule broken",
};

export const myReportSchema = z.object({
  id: z.string(),
  targetType: z.enum(SAFETY_TARGETS),
  reason: z.enum(REPORT_REASONS),
  createdAt: z.string(),
  outcome: z.enum(REPORT_OUTCOMES),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportsSchema = z.object({ items: z.array(myReportSchema) });

/** POST /api/moderation/items/:id/appeal (the author, once). */
export const appealInputSchema = z.object({
  text: z
    .string(SAFETY_INPUT_MSG.appealRequired)
    .trim()
    .min(3, SAFETY_INPUT_MSG.appealRequired)
    .max(REPORT_DETAILS_MAX),
});
export type AppealInput = z.infer<typeof appealInputSchema>;
export const appealAnswerSchema = z.object({ message: z.string() });

/** Words for what was moderated, in the author's and reporters' notifications. */
export const SAFETY_TARGET_LABEL: Record<SafetyTarget, string> = {
  post: "post",
  comment: "comment",
  message: "message",
  profile: "profile",
  review: "review",
  circle_message: "circle message",
  circle_review: "circle review",
  circle_room_line: "circle room message",
};
