import { z } from "zod";
import { INSTRUMENT_IDS, type InstrumentId } from "./assessments.ts";

/**
 * Care between sessions: one member in one expert's care (a care link), made when the expert first
 * acts on the care of a member who has a confirmed booking with them. Both see the plan, homework and
 * shared summaries; only the expert sees their private notes; scores reach the expert only with the
 * member's care_scores consent for them. Ending the care leaves the expert read-only access for
 * CARE_READ_ONLY_YEARS and nothing new (decision 037).
 */

/** How long an expert keeps read-only access after care ends: the 3 years Indian medical records are kept (IMC Regulations 2002, 1.3.1). */
export const CARE_READ_ONLY_YEARS = 3;

export const CARE_LINK_STATUSES = ["active", "ended"] as const;
export type CareLinkStatus = (typeof CARE_LINK_STATUSES)[number];

/** Who is looking at a care link: its member, its expert while care is active, or its expert read-only after. */
export const CARE_VIEWS = ["member", "expert", "expert_read_only"] as const;
export type CareView = (typeof CARE_VIEWS)[number];

export const careInstrumentSchema = z.enum(INSTRUMENT_IDS);

export const careLinkSchema = z.object({
  id: z.uuid(),
  expertId: z.uuid(),
  memberId: z.uuid(),
  /** The questionnaire asked before each session, chosen by the expert. */
  instrument: careInstrumentSchema,
  status: z.enum(CARE_LINK_STATUSES),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  readOnlyUntil: z.string().nullable(),
  /** How the person asking sees it. */
  view: z.enum(CARE_VIEWS),
});
export type CareLink = z.infer<typeof careLinkSchema>;

export const careLinkIdParamsSchema = z.object({ linkId: z.uuid() });
export const careClientParamsSchema = z.object({ memberId: z.uuid() });
export const careInstrumentInputSchema = z.object({ instrument: careInstrumentSchema });

export const CARE_MSG = {
  linkNotFound: "We couldn't find this care plan.",
  readOnly: "Care with this member has ended: their records are read-only.",
  notYourClient: "You can start care only with a member who has booked a session with you.",
  expertOnly: "Only the counsellor can do this.",
  memberOnly: "Only the member can do this.",
} as const;

// ---- Measurement: reliable change and remission (decision 037 cites the thresholds) ----

/**
 * Published thresholds per questionnaire. PHQ-9: reliable change 6 points (the issue's figure;
 * Jacobson-Truax on Kroenke 2001's reliability gives 5.2, rounded up as NHS Talking Therapies uses
 * 6), remission under 5 (Kroenke 2001's minimal band). GAD-7: reliable change 4 points and
 * remission under 5 (NHS Talking Therapies manual; Spitzer 2006's minimal band). WHO-5: a change of
 * 10 percentage points (2.5 raw points, so 3 on the raw 0-25 scale) is clinically relevant (Topp et
 * al. 2015); "remission" is a raw score of 13 or more (above 50%, the screening cut-off).
 */
export interface MeasureRule {
  /** Points on the raw scale that count as a reliable change. */
  reliableChange: number;
  /** true: a lower score is better (PHQ-9, GAD-7); false: higher is better (WHO-5). */
  lowerIsBetter: boolean;
  /** Whether a score counts as remission. */
  inRemission(score: number): boolean;
}

export const MEASURE_RULES: Record<InstrumentId, MeasureRule> = {
  phq9: { reliableChange: 6, lowerIsBetter: true, inRemission: (s) => s < 5 },
  gad7: { reliableChange: 4, lowerIsBetter: true, inRemission: (s) => s < 5 },
  who5: { reliableChange: 3, lowerIsBetter: false, inRemission: (s) => s >= 13 },
};

export type ChangeKind = "reliably_improved" | "reliably_worse" | "no_reliable_change";

/** The change from a first to a later score on one questionnaire. */
export function reliableChange(instrument: InstrumentId, first: number, latest: number): ChangeKind {
  const rule = MEASURE_RULES[instrument];
  const better = rule.lowerIsBetter ? first - latest : latest - first;
  if (better >= rule.reliableChange) return "reliably_improved";
  if (-better >= rule.reliableChange) return "reliably_worse";
  return "no_reliable_change";
}

/** How many sessions without reliable improvement make a client "not on track". */
export const NOT_ON_TRACK_AFTER_SESSIONS = 4;

/**
 * A client is not on track when their scores (oldest first, one per session) show a reliable
 * worsening from the first, or no reliable improvement after four sessions.
 */
export function notOnTrack(instrument: InstrumentId, scores: readonly number[]): boolean {
  const first = scores[0];
  const latest = scores[scores.length - 1];
  if (first === undefined || latest === undefined || scores.length < 2) return false;
  const change = reliableChange(instrument, first, latest);
  if (change === "reliably_worse") return true;
  return scores.length >= NOT_ON_TRACK_AFTER_SESSIONS && change !== "reliably_improved";
}
