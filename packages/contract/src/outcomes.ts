import { z } from "zod";
import { INSTRUMENT_IDS } from "./assessments.ts";

/**
 * Outcomes of care (decision 037): of members with at least two before-session scores on a
 * questionnaire, how many reliably improved, reliably worsened and reached remission at 8 and 12
 * weeks after their first score. Any number counting fewer than OUTCOMES_MIN_CELL people is null
 * ("fewer than 10 people"), and so is any number from which such a count could be worked out.
 */

/** The smallest group a number may describe. */
export const OUTCOMES_MIN_CELL = 10;
/** The time points, in weeks after the first score. */
export const OUTCOME_WEEKS = [8, 12] as const;
/** A follow-up score counts for a time point when taken within this many days of it (the nearest one). */
export const OUTCOME_WINDOW_DAYS = 14;
/** How long a computed table is reused (and how long browsers and proxies may keep the public one). */
export const OUTCOMES_CACHE_SECONDS = 300;

/** A count and its share (0..1) of its denominator; null when hidden. */
const counted = z.object({ count: z.number().int(), share: z.number() }).nullable();

export const outcomeRowSchema = z.object({
  instrument: z.enum(INSTRUMENT_IDS),
  weeks: z.union([z.literal(8), z.literal(12)]),
  /** Members with a score near this time point (each has at least two scores); null under 10. */
  n: z.number().int().nullable(),
  reliablyImproved: counted,
  reliablyWorse: counted,
  /** Those who started above the remission threshold: remission is counted among them only. */
  startedAbove: z.number().int().nullable(),
  /** In remission at the time point, as a share of startedAbove. */
  remission: counted,
});
export type OutcomeRow = z.infer<typeof outcomeRowSchema>;

export const outcomeInstrumentSchema = z.object({
  instrument: z.enum(INSTRUMENT_IDS),
  /** Members with at least two before-session scores on it; null under 10. */
  withTwoScores: z.number().int().nullable(),
});

export const outcomesSchema = z.object({
  instruments: z.array(outcomeInstrumentSchema),
  rows: z.array(outcomeRowSchema),
  minCell: z.number().int(),
  windowDays: z.number().int(),
  computedAt: z.string(),
});
export type Outcomes = z.infer<typeof outcomesSchema>;

/** The console's: the same table, and again by the month (India time) of each member's first score. */
export const adminOutcomesSchema = outcomesSchema.extend({
  byMonth: z.array(z.object({ month: z.string(), rows: z.array(outcomeRowSchema) })),
});
export type AdminOutcomes = z.infer<typeof adminOutcomesSchema>;
