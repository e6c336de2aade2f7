// Free 60-minute slots (spec §9) from an expert's weekly schedule: computed in the expert's time zone,
// returned as UTC instants (the viewer shows them in its own zone), minus busy times and the past.
import { instantOf, offsetAt, wallTimeAt } from "./zoned-time.ts";

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

/**
 * The UTC offset that holds all day on a local date, or null when the clocks change that day.
 * Remembered per zone and date (a few thousand entries at most), so a page of experts costs no more
 * than a handful of Intl calls.
 */
const dayOffsets = new Map<string, number | null>();
function steadyOffset(timeZone: string, year: number, month: number, day: number): number | null {
  const key = `${timeZone}|${year}-${month}-${day}`;
  let v = dayOffsets.get(key);
  if (v === undefined) {
    const midnight = Date.UTC(year, month - 1, day);
    // Offsets at the start and end of the local day (offsets lie within ±14 h).
    const a = offsetAt(midnight - offsetAt(midnight, timeZone), timeZone);
    const b = offsetAt(midnight + DAY_MS - 1 - offsetAt(midnight + DAY_MS - 1, timeZone), timeZone);
    v = a === b ? a : null;
    if (dayOffsets.size > 20_000) dayOffsets.clear();
    dayOffsets.set(key, v);
  }
  return v;
}
interface LocalDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
  /** The local date's midnight read as UTC (the wall clock's arithmetic). */
  midnightUtc: number;
  /** The zone's offset that whole day, or null when the clocks change on it. */
  steady: number | null;
}
/**
 * The local dates from the zone's today to one past the window's end (calendar arithmetic in UTC),
 * remembered per zone and first date: every expert of one zone shares them (matching reckons the slots of
 * thousands at once).
 */
const localDayLists = new Map<string, LocalDay[]>();
function localDays(timeZone: string, first: { year: number; month: number; day: number }, days: number): LocalDay[] {
  const key = `${timeZone}|${first.year}-${first.month}-${first.day}|${days}`;
  let list = localDayLists.get(key);
  if (!list) {
    list = [];
    for (let i = 0; i <= days; i++) {
      const date = new Date(Date.UTC(first.year, first.month - 1, first.day + i));
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth() + 1;
      const day = date.getUTCDate();
      list.push({
        year,
        month,
        day,
        weekday: date.getUTCDay(),
        midnightUtc: date.getTime(),
        steady: steadyOffset(timeZone, year, month, day),
      });
    }
    if (localDayLists.size > 1_000) localDayLists.clear();
    localDayLists.set(key, list);
  }
  return list;
}

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
  if (!schedule.length) return [];
  const starts: number[] = [];
  // An expert's rows share one zone: one Intl call for them all.
  let firstZone = schedule[0]?.timezone ?? "UTC";
  let first = wallTimeAt(from, firstZone);
  for (const row of schedule) {
    if (row.timezone !== firstZone) {
      first = wallTimeAt(from, row.timezone);
      firstZone = row.timezone;
    }
    const startMin = minutesOf(row.startTime);
    const endMin = minutesOf(row.endTime);
    for (const day of localDays(row.timezone, first, days)) {
      if (day.weekday !== row.weekday) continue;
      for (let m = startMin; m + slotMinutes <= endMin; m += slotMinutes) {
        const t =
          day.steady !== null
            ? day.midnightUtc + m * 60_000 - day.steady
            : instantOf(
                { year: day.year, month: day.month, day: day.day, hour: Math.floor(m / 60), minute: m % 60 },
                row.timezone,
              );
        if (t !== null && t >= from && t < until) starts.push(t);
      }
    }
  }
  // One pass over the ordered slots and the busy times merged into ordered, disjoint intervals (matching
  // reckons this for every listed expert at once: no slot × busy-time comparisons, no copies).
  const ordered = Float64Array.from(starts).sort();
  const taken = disjoint(busy);
  const out: Interval[] = [];
  let j = 0;
  for (let i = 0; i < ordered.length; i++) {
    const start = ordered[i] as number;
    if (i > 0 && start === ordered[i - 1]) continue;
    const end = start + slotMs;
    // Busy times that end by this slot's start end before every later slot too.
    while (j < taken.length && (taken[j] as Interval).end <= start) j++;
    const next = taken[j];
    if (next && next.start < end) continue;
    out.push({ start, end });
  }
  return out;
}

/** Busy times as ordered intervals that neither overlap nor touch (their union). */
function disjoint(busy: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const b of [...busy].sort((x, y) => x.start - y.start)) {
    const last = out[out.length - 1];
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end);
    else out.push({ start: b.start, end: b.end });
  }
  return out;
}
