import { sharedKeys } from "../../../lib/api/shared/shared-keys.ts";
/** Query keys of the expert onboarding, from one place. */
export const onboardingKeys = {
  all: ["onboarding"] as const,
  state: () => onboardingKeys.all,
  /** Decision 033: the expert's own weekly hours and time off after onboarding. */
  availability: () => ["expert-availability"] as const,
  /** The experts directory's root: weekly hours and time off change its free times. */
  expertsRoot: sharedKeys.experts,
  /** The expert's bookings: a proposal sent from the availability screen changes them. */
  bookingsRoot: sharedKeys.bookings,
};
