// The rules of the 5-Day Anxiety Challenge, as pure functions (decision 014): which day is next,
// when it opens (the next calendar day in the member's zone, never "24 hours later"), the streak,
// and when the gentle reminder is due.
import { ANXIETY_CHALLENGE_DAYS } from "@saathi/contract/challenges";

/** A calendar date, YYYY-MM-DD. */
export type LocalDate = string;

/** The calendar date of `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): LocalDate {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The hour (0..23) of `at` on the clock of `timeZone`. */
export function localHour(at: Date, timeZone: string): number {
  const h = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(at);
  return Number(h) % 24;
}

/** The date before `date`. */
export function dayBefore(date: LocalDate): LocalDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** Consecutive dates with a day done, ending today or yesterday (0 when the run broke). */
export function streakOf(doneOn: LocalDate[], today: LocalDate): number {
  const dates = new Set(doneOn);
  let cursor = dates.has(today) ? today : dayBefore(today);
  let n = 0;
  while (dates.has(cursor)) {
    n += 1;
    cursor = dayBefore(cursor);
  }
  return n;
}

export interface DoneDay {
  day: number;
  localDate: LocalDate;
}

export interface Progress {
  completed: number;
  /** The day to do next; null once all are done. */
  nextDay: number | null;
  /** The next day may be done today (day 1 at once; later days from the calendar day after the last). */
  nextDayOpen: boolean;
  streak: number;
}

/** Where a run stands at `now`: days are done in order, one per calendar day. */
export function progressOf(now: Date, timeZone: string, done: DoneDay[]): Progress {
  const today = localDate(now, timeZone);
  const completed = done.length;
  const last = [...done].sort((a, b) => b.day - a.day)[0];
  const nextDay = completed >= ANXIETY_CHALLENGE_DAYS ? null : completed + 1;
  return {
    completed,
    nextDay,
    nextDayOpen: nextDay !== null && (!last || last.localDate < today),
    streak: streakOf(
      done.map((d) => d.localDate),
      today,
    ),
  };
}

export type CompleteRefusal = "finished" | "alreadyDone" | "notInOrder" | "opensTomorrow";

/** Whether `day` may be done now; the reason when not. */
export function completeRefusal(p: Progress, day: number): CompleteRefusal | null {
  if (p.nextDay === null) return "finished";
  if (day < p.nextDay) return "alreadyDone";
  if (day > p.nextDay) return "notInOrder";
  if (!p.nextDayOpen) return "opensTomorrow";
  return null;
}

/** The reminder is sent from this hour of the member's morning, never at midnight. */
export const REMINDER_FROM_HOUR = 9;

/**
 * The day a 'your next day is open' reminder is due for at `now`, or null: only for the day right
 * after the last one done, once, from 9 in the morning of a later calendar day (one gentle nudge,
 * no nagging on the days after).
 */
export function reminderDueFor(
  now: Date,
  timeZone: string,
  run: { completed: number; lastLocalDate: LocalDate | null; remindedDay: number; finished: boolean },
): number | null {
  if (run.finished || run.completed < 1 || run.completed >= ANXIETY_CHALLENGE_DAYS || !run.lastLocalDate) return null;
  const next = run.completed + 1;
  if (run.remindedDay >= next) return null;
  if (!(run.lastLocalDate < localDate(now, timeZone))) return null;
  if (localHour(now, timeZone) < REMINDER_FROM_HOUR) return null;
  return next;
}

/** A member reads and changes only their own run. */
export const ownsRun = (userId: string, run: { userId: string }) => run.userId === userId;
