// What other modules may use of reminders besides its services: the retry back-off (1, 5, 25 minutes,
// then failed), so that every retried reminder waits the same way.
export { retryAt } from "./reminders.policy.ts";
