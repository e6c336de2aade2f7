import { sharedKeys } from "../../../lib/api/shared/shared-keys.ts";
/** Query keys of the bookings feature, from one place. */
export const bookingsKeys = {
  all: sharedKeys.bookings,
  member: () => [...bookingsKeys.all, "member"] as const,
  /** The member's payments history (under `all`, so a cancel refreshes it with the lists). */
  payments: () => [...bookingsKeys.all, "payments"] as const,
  expertCounts: () => [...bookingsKeys.all, "expert", "counts"] as const,
  expert: (tab: string) => [...bookingsKeys.all, "expert", tab] as const,
  /** One booking's reminders and their delivery log. */
  reminders: (bookingId: string) => [...bookingsKeys.all, "reminders", bookingId] as const,
  /** The experts directory's root: a cancelled or reviewed session changes its free times and ratings. */
  expertsRoot: sharedKeys.experts,
  /** An expert's free times for moving a session (the experts feature's key, so both refresh). */
  freeTimes: sharedKeys.expertAvailability,
};
