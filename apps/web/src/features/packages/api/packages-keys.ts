import { sharedKeys } from "../../../lib/api/shared/shared-keys.ts";
/** Query keys of the packages feature, from one place. */
export const packagesKeys = {
  all: ["packages"] as const,
  /** A listed expert's offers, as a member sees them. */
  offersOf: (expertId: string) => [...packagesKeys.all, "offers", expertId] as const,
  /** The signed-in expert's own offers. */
  myOffers: () => [...packagesKeys.all, "my-offers"] as const,
  /** The signed-in member's packages and what is left of each. */
  mine: () => [...packagesKeys.all, "purchases"] as const,
  /** A session booked with a credit shows in the bookings lists. */
  bookings: sharedKeys.bookings,
  /** …and takes a free time of the expert. */
  freeTimes: sharedKeys.expertAvailability,
};
