import { formatDistanceStrict } from "date-fns";

const MINUTE_MS = 60_000;

/**
 * How long ago something happened, for every relative time on screen: 'just now' under a minute
 * (and for times a little ahead of this device's clock), then '5 minutes ago', '1 hour ago',
 * '3 days ago'. Whole units, rounded down, so a comment never looks older than it is.
 */
export function timeAgo(when: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(when);
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (Number.isNaN(then.getTime())) return "";
  if (nowMs - then.getTime() < MINUTE_MS) return "just now";
  return formatDistanceStrict(then, nowMs, { addSuffix: true, roundingMethod: "floor" });
}
