// "Find my counsellor": a short questionnaire ranks the listed experts, each with its reasons as codes
// and values (the web says them in the member's language) and the earliest free slot. Nothing of the
// answers is stored; visitors may ask too.
import { z } from "zod";
import { EXPERT_GENDERS, EXPERT_LANGUAGES, SESSION_TYPES } from "./expert-constants.ts";
import {
  DAY_PARTS,
  GENDER_PREFERENCES,
  MATCH_LIMIT_DEFAULT,
  MATCH_LIMIT_MAX,
  MATCH_MODES,
  MATCH_MSG,
  MATCH_TEXT_MAX,
  RELAXABLE,
  SEEN_BEFORE,
  WEEK_PARTS,
} from "./matching-constants.ts";
import { WORRY_IDS } from "./worries.ts";

export * from "./matching-constants.ts";

/** POST /api/matching: the questionnaire's answers. Every field may be left out. */
export const matchRequestSchema = z
  .object({
    /** Worries chosen as chips. */
    worries: z.array(z.enum(WORRY_IDS, MATCH_MSG.badWorry)).max(WORRY_IDS.length).default([]),
    /** The member's own words (English, Hindi, Hinglish). */
    text: z.string().trim().max(MATCH_TEXT_MAX, MATCH_MSG.textTooLong).default(""),
    /** null: any language. */
    language: z.enum(EXPERT_LANGUAGES, MATCH_MSG.badLanguage).nullable().default(null),
    gender: z.enum(GENDER_PREFERENCES).default("any"),
    /** Most the member can pay for one hour, in whole rupees; null: no limit. */
    budgetRupees: z.number(MATCH_MSG.badBudget).int(MATCH_MSG.badBudget).min(0).max(100_000).nullable().default(null),
    /** Empty: any time of day. */
    dayParts: z.array(z.enum(DAY_PARTS)).max(DAY_PARTS.length).default([]),
    weekPart: z.enum(WEEK_PARTS).default("any"),
    mode: z.enum(MATCH_MODES).default("either"),
    /** Has the member seen a counsellor before? null: not said. */
    seenBefore: z.enum(SEEN_BEFORE).nullable().default(null),
    limit: z.number().int().min(1).max(MATCH_LIMIT_MAX).default(MATCH_LIMIT_DEFAULT),
  })
  .strict();
export type MatchRequest = z.output<typeof matchRequestSchema>;
export type MatchRequestInput = z.input<typeof matchRequestSchema>;

/** Why an expert is suggested: a code and its values (the web says it: 'Speaks Hindi', 'Free tomorrow 7 pm'). */
export const matchReasonSchema = z.discriminatedUnion("code", [
  z.object({ code: z.literal("language"), language: z.string() }),
  z.object({ code: z.literal("worry"), worry: z.enum(WORRY_IDS) }),
  z.object({ code: z.literal("gender"), gender: z.enum(EXPERT_GENDERS) }),
  z.object({ code: z.literal("budget"), feePaise: z.number().int() }),
  z.object({ code: z.literal("mode"), mode: z.enum(SESSION_TYPES) }),
  /** The earliest free slot; `preferred`: at one of the times the member chose. */
  z.object({ code: z.literal("slot"), startsAt: z.string(), preferred: z.boolean() }),
  z.object({ code: z.literal("rating"), rating: z.number(), count: z.number().int() }),
  z.object({ code: z.literal("experience"), years: z.number().int() }),
]);
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const matchSchema = z.object({
  expertId: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Fee for one hour, in paise. */
  consultationFee: z.number().int(),
  languages: z.array(z.string()),
  specialisations: z.array(z.string()),
  sessionTypes: z.array(z.enum(SESSION_TYPES)),
  rating: z.number().nullable(),
  feedbackCount: z.number().int(),
  yearsExperience: z.number().int().nullable(),
  gender: z.enum(EXPERT_GENDERS).nullable(),
  /** Strongest first. */
  reasons: z.array(matchReasonSchema),
  /** The member's choices this expert does not meet (only when too few met them all). */
  misses: z.array(z.enum(RELAXABLE)),
  /** The slot to book: the earliest at a preferred time, else the earliest; null: none free soon. */
  slot: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
});
export type Match = z.infer<typeof matchSchema>;

export const matchResultSchema = z.object({
  matches: z.array(matchSchema),
  /** The worries understood, from the chips and the member's own words. */
  worries: z.array(z.enum(WORRY_IDS)),
  /** Choices loosened to show enough experts (the page says so). */
  relaxed: z.array(z.enum(RELAXABLE)),
});
export type MatchResult = z.infer<typeof matchResultSchema>;
