// A circle's weekly open windows are India wall times (Asia/Kolkata, a fixed +05:30 with no daylight
// saving), whatever the viewer's own zone: these helpers turn them into instants, so the page can say
// "open now" or when it opens next, and show the hours in India time.
import type { PeerWindow } from "@saathi/contract/peer-circles";

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The next instant (at or after `now`, or the current one if `now` is inside it) a window starts. */
export function windowStart(w: PeerWindow, now: number): { start: number; end: number } {
  const ist = new Date(now + IST_OFFSET_MS);
  const istMidnight = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - IST_OFFSET_MS;
  const daysAhead = (w.weekday - ist.getUTCDay() + 7) % 7;
  let start = istMidnight + daysAhead * DAY_MS + minutesOf(w.start) * 60_000;
  let end = start + (minutesOf(w.end) - minutesOf(w.start)) * 60_000;
  if (end <= now) {
    start += WEEK_MS;
    end += WEEK_MS;
  }
  return { start, end };
}

/** Whether the circle is open at `now`, and otherwise when it opens next (null without windows). */
export function openState(windows: readonly PeerWindow[], now: number): { open: boolean; next: number | null } {
  let next: number | null = null;
  for (const w of windows) {
    const { start, end } = windowStart(w, now);
    if (start <= now && now < end) return { open: true, next: start };
    if (next === null || start < next) next = start;
  }
  return { open: false, next };
}

/** The windows in week order (Sunday first), as instants of this week or the next, for showing. */
export function sortedWindows(windows: readonly PeerWindow[]): PeerWindow[] {
  return [...windows].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
}
