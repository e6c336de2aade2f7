// Wall-clock times in a named time zone, without depending on the process's own zone (TZ).

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock time in `timeZone` at `instant` (ms since epoch). */
export function wallTimeAt(instant: number, timeZone: string): WallTime {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
  };
}

/** Offset of `timeZone` from UTC at `instant`, in ms (positive east of Greenwich). */
export function offsetAt(instant: number, timeZone: string): number {
  const w = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant at which clocks in `timeZone` show this wall time, or null when that time does not
 * exist there (skipped by a daylight-saving jump). A time that occurs twice takes the earlier one.
 */
export function instantOf(w: WallTime, timeZone: string): number | null {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  // Try the offsets in force a few hours either side; the first that maps back exactly wins.
  const candidates = new Set([offsetAt(guess - 6 * 3_600_000, timeZone), offsetAt(guess + 6 * 3_600_000, timeZone)]);
  let best: number | null = null;
  for (const off of candidates) {
    const t = guess - off;
    const back = wallTimeAt(t, timeZone);
    if (back.hour === w.hour && back.minute === w.minute && back.day === w.day && (best === null || t < best)) {
      best = t;
    }
  }
  return best;
}
