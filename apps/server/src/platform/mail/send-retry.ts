// The one back-off for an email or push that failed to go: 1, 5 and 25 minutes, then failed (the
// reminders' constants in the contract). Session reminders, circle reminders and notification emails
// all wait this way.
import { REMINDER_MAX_TRIES, REMINDER_RETRY_MINUTES } from "@saathi/contract/reminders";

const MINUTE = 60_000;

/** When the next try of a send that failed on try `attempt` runs, or null when it is out of tries. */
export function sendRetryAt(attempt: number, now: number): number | null {
  if (attempt >= REMINDER_MAX_TRIES) return null;
  const wait = REMINDER_RETRY_MINUTES[Math.min(attempt, REMINDER_RETRY_MINUTES.length) - 1] ?? 1;
  return now + wait * MINUTE;
}
