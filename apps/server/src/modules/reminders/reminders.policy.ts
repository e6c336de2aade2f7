// The reminder rules as pure functions (decision 026): when each reminder is due, which are
// still worth sending, who sees a booking's log, the retry back-off, and when the member may ask for help.
import { NO_SHOW_AFTER_MINUTES, REMINDER_OFFSET_MINUTES, type ReminderKind } from "@saathi/contract/reminders";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Kinds scheduled for each person on a confirmed booking (the confirmation first). */
export const SCHEDULED_KINDS: readonly ReminderKind[] = ["confirmation", "24h", "1h", "10m", "no_show"];

/** The UTC instant a reminder is due: the confirmation when booked, the others from the start. */
export function dueAt(kind: ReminderKind, startsAt: number, bookedAt: number): number {
  if (kind === "confirmation") return bookedAt;
  if (kind === "no_show") return startsAt + NO_SHOW_AFTER_MINUTES * MINUTE;
  return startsAt - REMINDER_OFFSET_MINUTES[kind] * MINUTE;
}

/**
 * Whether a reminder is still worth scheduling at `now`: the confirmation always; a timed reminder only
 * while its due time is ahead (a session booked 30 minutes ahead gets the 10-minute one only); the
 * no-show check while the session has not ended.
 */
export function worthScheduling(kind: ReminderKind, due: number, now: number, endsAt: number): boolean {
  if (kind === "confirmation") return true;
  if (kind === "no_show") return now < endsAt;
  return due > now;
}

/** Whether a due reminder may still be sent at `now` (a late worker never reminds of a started session). */
export function stillUseful(kind: ReminderKind, startsAt: number, endsAt: number, now: number): boolean {
  if (kind === "confirmation") return now < endsAt;
  if (kind === "no_show") return now < endsAt;
  return now < startsAt;
}

/** When the next try of a reminder that failed on try `attempt` runs (the shared send back-off). */
export { sendRetryAt as retryAt } from "../../platform/mail/send-retry.ts";

/** The booking's member and expert see its reminders; nobody else (admins through the console). */
export const canSeeReminders = (userId: string, b: { clientId: string; expertId: string }) =>
  b.clientId === userId || b.expertId === userId;

export const recipientSide = (recipientId: string, b: { clientId: string }): "member" | "expert" =>
  recipientId === b.clientId ? "member" : "expert";

/** The member may ask for help this many days after the session ended (as long as a report is open). */
export const HELP_WINDOW_DAYS = 7;

/**
 * Why the member may not press 'I need help' now, or null: their own confirmed booking, 15 minutes
 * after the start, nobody joined the call, no problem reported yet, and within the report window.
 */
export function helpRefusal(
  userId: string,
  b: { clientId: string; status: string; startsAt: number; endsAt: number },
  facts: { anyoneJoined: boolean; hasDispute: boolean },
  now: number,
): "not_member" | "not_now" | "exists" | null {
  if (b.clientId !== userId) return "not_member";
  if (facts.hasDispute) return "exists";
  if (b.status !== "CONFIRMED" || facts.anyoneJoined) return "not_now";
  if (now < b.startsAt + NO_SHOW_AFTER_MINUTES * MINUTE || now > b.endsAt + HELP_WINDOW_DAYS * DAY) return "not_now";
  return null;
}
