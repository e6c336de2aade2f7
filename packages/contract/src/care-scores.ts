// Measurement before every session: the questionnaire asked 24 hours before each session with a
// counsellor, the member's trend, what the counsellor sees (only with the member's care_scores consent
// for them) and the counsellor's caseload. The rules (reliable change, remission, not on track) are in
// care-between.ts (MEASURE_RULES); this file holds the shapes and the words.
import { z } from "zod";
import { INSTRUMENT_IDS, type InstrumentId } from "./assessments.ts";
import { CARE_LINK_STATUSES, type ChangeKind, MEASURE_RULES, notOnTrack, reliableChange } from "./care-between.ts";
import { personSummarySchema } from "./person.ts";

export const MEASUREMENT_STATUSES = ["pending", "answered", "expired"] as const;
export type MeasurementStatus = (typeof MEASUREMENT_STATUSES)[number];

/** How far ahead of a session its questionnaire is asked. */
export const MEASURE_AHEAD_HOURS = 24;

export const CARE_SCORES_MSG = {
  requestNotFound: "We couldn't find this check-in.",
  expired: "This check-in closed when your session started. You will get a new one before your next session.",
  answered: "You have already answered this check-in. Thank you.",
  /** The in-app and push line that opens the check-in. */
  askTitle: "A 2-minute check-in before your session with {who}",
  askBody: "Answer a few short questions so your session can start where you are.",
  emailSubject: "A 2-minute check-in before your session",
  emailBody:
    "Before your session with {who} on {when}, please answer a few short questions (about 2 minutes). Open: {url}",
} as const;

/** The words for a change from the first score to the latest (plain, for members and experts). */
export const CHANGE_TEXT: Record<ChangeKind, string> = {
  reliably_improved: "a real improvement",
  reliably_worse: "a real worsening",
  no_reliable_change: "no reliable change yet",
};

export const CARE_SCORES_TEXT = {
  wentFromTo: "Your {name} went from {first} to {latest}: that is {change}.",
  expertWentFromTo: "{name} went from {first} to {latest}: {change}.",
  remission: "In remission",
  notOnTrack: "Not on track",
  firstScore: "Your first {name}: {score}. After the next session you will see the change.",
} as const;

/** One before-session score. */
export const careScoreSchema = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  instrument: z.enum(INSTRUMENT_IDS),
  score: z.number().int(),
  maxScore: z.number().int(),
  bandKey: z.string(),
  bandLabel: z.string(),
  answeredAt: z.string(),
  /** When the session it was asked for started. */
  sessionAt: z.string().nullable(),
  needsCrisisSupport: z.boolean(),
});
export type CareScore = z.infer<typeof careScoreSchema>;

/** What the change from the first score to the latest means, on the link's questionnaire. */
export const scoreTrendSchema = z.object({
  first: z.number().int(),
  latest: z.number().int(),
  /** latest − first on the raw scale. */
  change: z.number().int(),
  changeKind: z.enum(["reliably_improved", "reliably_worse", "no_reliable_change"]),
  inRemission: z.boolean(),
  notOnTrack: z.boolean(),
});
export type ScoreTrend = z.infer<typeof scoreTrendSchema>;

export const careScoresSchema = z.object({
  linkId: z.string(),
  instrument: z.enum(INSTRUMENT_IDS),
  /** The member's care_scores consent for this link's expert is in force. */
  shared: z.boolean(),
  expert: personSummarySchema,
  /** Oldest first. Empty for an expert without the member's consent. */
  scores: z.array(careScoreSchema),
  /** On the link's questionnaire (null with fewer than one score). */
  trend: scoreTrendSchema.nullable(),
  /** The answers of the latest score (item by item), for the expert before the call. */
  latestAnswers: z.array(z.number().int()).nullable(),
});
export type CareScores = z.infer<typeof careScoresSchema>;

export const scoreConsentSchema = z.object({ linkId: z.string(), shared: z.boolean() });
export type ScoreConsent = z.infer<typeof scoreConsentSchema>;

/** The check-in a member opens from the reminder. */
export const checkInSchema = z.object({
  id: z.string(),
  linkId: z.string(),
  instrument: z.enum(INSTRUMENT_IDS),
  status: z.enum(MEASUREMENT_STATUSES),
  sessionAt: z.string(),
  expert: personSummarySchema,
  /** Whether the two consents are in force (the page asks for the missing ones in one screen). */
  consents: z.object({ sensitive: z.boolean(), careScores: z.boolean() }),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** The development trigger of the check-in job: as if it ran at asOf (default now). */
export const devCheckInsSchema = z.object({ asOf: z.iso.datetime({ offset: true }).optional() });

export const bookingScoresParamsSchema = z.object({ bookingId: z.uuid() });
export const checkInParamsSchema = z.object({ requestId: z.uuid() });

export const checkInAnswerInputSchema = z.object({
  answers: z.array(z.number().int()).max(20),
  /** Gives the sensitive consent (keeping the answers in the account) with this answer. */
  keepInAccount: z.boolean().optional(),
  /** Gives (true) or withdraws (false) the consent to share with this counsellor; absent: unchanged. */
  shareWithExpert: z.boolean().optional(),
});
export type CheckInAnswerInput = z.infer<typeof checkInAnswerInputSchema>;

export const checkInAnsweredSchema = z.object({
  score: careScoreSchema,
  shared: z.boolean(),
});
export type CheckInAnswered = z.infer<typeof checkInAnsweredSchema>;

/** One client on the expert's caseload. */
export const caseloadClientSchema = z.object({
  linkId: z.string(),
  member: personSummarySchema,
  status: z.enum(CARE_LINK_STATUSES),
  /** Ended care, still readable for the legal period. */
  readOnly: z.boolean(),
  instrument: z.enum(INSTRUMENT_IDS),
  nextSessionAt: z.string().nullable(),
  shared: z.boolean(),
  /** Null when not shared or not answered yet. */
  latestScore: z.number().int().nullable(),
  trend: scoreTrendSchema.nullable(),
  homeworkDone: z.number().int(),
  homeworkAssigned: z.number().int(),
});
export type CaseloadClient = z.infer<typeof caseloadClientSchema>;
export const caseloadSchema = z.object({ clients: z.array(caseloadClientSchema) });
export type Caseload = z.infer<typeof caseloadSchema>;

/** The trend of scores (oldest first) on one questionnaire, or null without a score. */
export function trendOf(instrument: InstrumentId, scores: readonly number[]): ScoreTrend | null {
  const first = scores[0];
  const latest = scores[scores.length - 1];
  if (first === undefined || latest === undefined) return null;
  return {
    first,
    latest,
    change: latest - first,
    changeKind: reliableChange(instrument, first, latest),
    inRemission: MEASURE_RULES[instrument].inRemission(latest),
    notOnTrack: notOnTrack(instrument, scores),
  };
}
