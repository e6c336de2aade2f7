// "Find my counsellor": the questionnaire's choices and limits without zod, so the public page that
// asks them stays light (the schemas are in matching.ts).
import { EXPERT_GENDERS } from "./expert-constants.ts";

export { EXPERT_GENDER_LABEL, EXPERT_GENDERS, type ExpertGender } from "./expert-constants.ts";

/** Parts of the day in India time: morning 6-12, afternoon 12-17, evening 17-22. */
export const DAY_PARTS = ["morning", "afternoon", "evening"] as const;
export type DayPart = (typeof DAY_PARTS)[number];
export const WEEK_PARTS = ["any", "weekdays", "weekend"] as const;
export type WeekPart = (typeof WEEK_PARTS)[number];
/** 'either' when video or voice are both fine. */
export const MATCH_MODES = ["either", "video", "audio"] as const;
export type MatchMode = (typeof MATCH_MODES)[number];
export const GENDER_PREFERENCES = ["any", ...EXPERT_GENDERS] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];
export const SEEN_BEFORE = ["yes", "no"] as const;

/** The longest "what is troubling you" text. */
export const MATCH_TEXT_MAX = 500;
/** How many matches one answer gives at most (and by default). */
export const MATCH_LIMIT_MAX = 20;
export const MATCH_LIMIT_DEFAULT = 5;
/** Fewer matches than this that meet every choice: others are added, with what they miss. */
export const MATCH_MIN_RESULTS = 3;

export const MATCH_MSG = {
  textTooLong: `Please keep it under ${MATCH_TEXT_MAX} characters`,
  badWorry: "Choose worries from the list",
  badLanguage: "Choose a language from the list",
  badBudget: "The budget is a whole number of rupees",
} as const;

/** A choice that may be loosened when too few experts meet it. */
export const RELAXABLE = ["mode", "budget", "gender", "language"] as const;
export type Relaxable = (typeof RELAXABLE)[number];

/** India time (no daylight saving): what part of the day and week a slot falls in (arithmetic, no Date: the ranking reads thousands). */
const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
export function dayPartOf(startMs: number): DayPart | null {
  const local = startMs + IST_OFFSET_MS;
  const hour = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
  if (hour >= 6 && hour < 12) return "morning";
  if (hour >= 12 && hour < 17) return "afternoon";
  if (hour >= 17 && hour < 22) return "evening";
  return null;
}
/** Saturday or Sunday in India (1 Jan 1970 was a Thursday). */
export function isWeekendIst(startMs: number): boolean {
  const day = (((Math.floor((startMs + IST_OFFSET_MS) / DAY_MS) + 4) % 7) + 7) % 7;
  return day === 0 || day === 6;
}
