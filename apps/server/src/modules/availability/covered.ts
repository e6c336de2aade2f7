// Whether a booked session still lies inside an expert's availability (decision 033): within one of
// the weekly rows on its local weekday, and on no day of time off. Pure, so tests need no database.
import type { Interval, ScheduleRow } from "./slots.ts";
import { instantOf, wallTimeAt } from "./zoned-time.ts";

const minutesOf = (hhmm: string) => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};

/** Is [start, end) inside a weekly row (in that row's zone) and clear of every time-off interval? */
export function isCovered(schedule: readonly ScheduleRow[], timeOff: readonly Interval[], s: Interval): boolean {
  if (timeOff.some((t) => t.start < s.end && s.start < t.end)) return false;
  const minutes = (s.end - s.start) / 60_000;
  return schedule.some((row) => {
    const w = wallTimeAt(s.start, row.timezone);
    const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
    if (weekday !== row.weekday) return false;
    const at = w.hour * 60 + w.minute;
    return at >= minutesOf(row.startTime) && at + minutes <= minutesOf(row.endTime);
  });
}

const plusDays = (isoDate: string, n: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Local midnight of a YYYY-MM-DD date in `timeZone` (the first instant of that day there). */
function midnight(isoDate: string, timeZone: string): number {
  const [y = 0, m = 1, d = 1] = isoDate.split("-").map(Number);
  const at = instantOf({ year: y, month: m, day: d, hour: 0, minute: 0 }, timeZone);
  // A zone whose clocks skip midnight: the day starts at 01:00.
  return at ?? (instantOf({ year: y, month: m, day: d, hour: 1, minute: 0 }, timeZone) as number);
}

/** Whole days first..last (inclusive) in `timeZone`, as one instant interval. */
export function daysInterval(r: { startDate: string; endDate: string }, timeZone: string): Interval {
  return { start: midnight(r.startDate, timeZone), end: midnight(plusDays(r.endDate, 1), timeZone) };
}

/** Today's date (YYYY-MM-DD) in `timeZone`, and a date `n` days after a date. */
export function todayIn(timeZone: string, now: number): string {
  const w = wallTimeAt(now, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}
export { plusDays };

/** Days from first to last inclusive. */
export const dayCount = (r: { startDate: string; endDate: string }) =>
  Math.round((Date.parse(`${r.endDate}T00:00:00Z`) - Date.parse(`${r.startDate}T00:00:00Z`)) / 86_400_000) + 1;
