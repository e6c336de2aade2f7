// The rules of "a human close behind", pure: which crisis levels alert the moderators on duty and
// which earn the writer a next-day check-in, when that check-in is due, who may mark an alarm, and
// the figures the console shows (median, 90th percentile, precision).
import type { StaffRole } from "@saathi/contract/admin-moderation";

/**
 * Imminent: a plan, a method, a time, a goodbye. The write path says 'method' today and 'imminent'
 * once the levels change; both mean the same thing here.
 */
export const isImminent = (level: string | null | undefined): boolean => level === "imminent" || level === "method";

/** A risk or imminent message earns its writer a check-in; concern (and danger from someone else) does not. */
export const needsCheckIn = (level: string | null | undefined): boolean => level === "risk" || isImminent(level);

/** Check-ins follow India's calendar (where Saathi's members are). */
export const CARE_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** The hour of the next day, India time, a check-in is sent at: late morning, not at dawn. */
export const CHECK_IN_HOUR = 11;

/** The calendar day (YYYY-MM-DD, India time) of an instant. */
export const careDay = (at: number): string => new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);

/** When the check-in for a message written at `writtenAt` is sent: the next day at CHECK_IN_HOUR, India time. */
export function checkInDue(writtenAt: number): { day: string; dueAt: Date } {
  const day = careDay(writtenAt + DAY_MS);
  const dueAt = new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + CHECK_IN_HOUR * 3_600_000);
  return { day, dueAt };
}

/** A member gets check-ins unless they turned them off (no choice stored: on). */
export const checkInsOn = (stored: boolean | null): boolean => stored ?? true;

/** Staff who use the moderation queue may go on duty and mark alarms. */
export const MODERATION_ROLES: readonly StaffRole[] = ["admin", "moderator"];

/** Only an item the crisis check flagged has a true or false alarm to mark. */
export const isCrisisItem = (item: { sources: readonly string[]; crisisLevel: string | null }) =>
  item.sources.includes("crisis") || item.crisisLevel !== null;

/**
 * The text kept in the review set: only with the author's consent; without it, only the outcome and
 * the signals.
 */
export const reviewText = (text: string | null, consented: boolean): string | null => (consented ? text : null);

/** Precision of a week's marked alarms (0 when none were marked). */
export const precisionOf = (trueAlarms: number, marked: number): number => (marked > 0 ? trueAlarms / marked : 0);

/** How many days and weeks the console shows. */
export const FIRST_LOOK_DAYS = 14;
export const PRECISION_WEEKS = 8;
