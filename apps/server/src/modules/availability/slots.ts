// Free 60-minute slots (spec §9) from an expert's weekly schedule: computed in the expert's time zone,
// returned as UTC instants (the viewer shows them in its own zone), minus busy times and the past.
import { instantOf, wallTimeAt } from "./zoned-time.ts";

export interface ScheduleRow {
  weekday: number;
  /** 'HH:MM' or 'HH:MM:SS' */
  startTime: string;
  endTime: string;
  timezone: string;
}

export interface Interval {
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;
const minutesOf = (hhmm: string) => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};

/**
 * Every slot of `slotMinutes` that starts within [from, from + days) according to the schedule, that has
 * not started yet and overlaps no busy interval. Sorted, without duplicates.
 */
export function freeSlots(
  schedule: readonly ScheduleRow[],
  busy: readonly Interval[],
  from: number,
  days: number,
  slotMinutes = 60,
): Interval[] {
  const until = from + days * DAY_MS;
  const slotMs = slotMinutes * 60_000;
  const starts = new Set<number>();
  for (const row of schedule) {
    const first = wallTimeAt(from, row.timezone);
    const startMin = minutesOf(row.startTime);
    const endMin = minutesOf(row.endTime);
    // Local dates from the expert's today to one past the window's end (calendar arithmetic in UTC).
    for (let i = 0; i <= days; i++) {
      const date = new Date(Date.UTC(first.year, first.month - 1, first.day + i));
      if (date.getUTCDay() !== row.weekday) continue;
      for (let m = startMin; m + slotMinutes <= endMin; m += slotMinutes) {
        const t = instantOf(
          {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
            hour: Math.floor(m / 60),
            minute: m % 60,
          },
          row.timezone,
        );
        if (t !== null && t >= from && t < until) starts.add(t);
      }
    }
  }
  const sortedBusy = [...busy].sort((a, b) => a.start - b.start);
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({ start, end: start + slotMs }))
    .filter((s) => !sortedBusy.some((b) => b.start < s.end && s.start < b.end));
}
