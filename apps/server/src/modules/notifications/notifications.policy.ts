// Which notifications block and mute silence, as pure rules. They live with notifications (only this
// module gates on them) so notifications need nothing of safety: safety's moderation and care notify
// members through the notifications service, and the dependency runs that one way. Also when a failed
// notification email is tried again.
import { REMINDER_MAX_TRIES, REMINDER_RETRY_MINUTES } from "@saathi/contract/reminders";

/**
 * Notifications one member's act sends another (follows, messages, calls, comments, likes): block and mute silence
 * these. Notices from Saathi itself (bookings, refunds, moderation, account) always arrive.
 */
export const MEMBER_NOTIFICATION_TYPES = [
  "follow_request",
  "follow_accept",
  "follow",
  "call",
  "message",
  "comment",
  "like",
] as const;
export const isMemberNotification = (type: string) => (MEMBER_NOTIFICATION_TYPES as readonly string[]).includes(type);

/**
 * When the next try of a notification email that failed on try `attempt` runs, or null when it is out of
 * tries: the reminders' back-off (1, 5, 25 minutes, then failed), from the same contract constants
 * (reminders' own `retryAt` cannot be imported here: reminders depends on notifications).
 */
export function emailRetryAt(attempt: number, now: number): number | null {
  if (attempt >= REMINDER_MAX_TRIES) return null;
  const wait = REMINDER_RETRY_MINUTES[Math.min(attempt, REMINDER_RETRY_MINUTES.length) - 1] ?? 1;
  return now + wait * 60_000;
}
