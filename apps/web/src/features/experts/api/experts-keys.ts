import { sharedKeys } from "../../../lib/api/shared/shared-keys.ts";
/** Query keys of the experts feature, from one place. */
export const expertsKeys = {
  all: sharedKeys.experts,
  lists: () => [...expertsKeys.all, "list"] as const,
  list: (filters: object) => [...expertsKeys.lists(), filters] as const,
  /** Prefix of every list filtered to favourites (matched partially, so other filters may vary). */
  favouriteLists: () => [...expertsKeys.lists(), { favourites: true }] as const,
  previouslyConsulted: () => [...expertsKeys.all, "previously-consulted"] as const,
  details: () => [...expertsKeys.all, "detail"] as const,
  detail: (handle: string) => [...expertsKeys.details(), handle] as const,
  availability: sharedKeys.expertAvailability,
  /** The signed-in expert's own choice to work with young people, and their campus. */
  youthSetting: () => [...expertsKeys.all, "youth-setting"] as const,
  feedbacks: (expertId: string) => [...expertsKeys.all, "feedbacks", expertId] as const,
  /** The bookings' root: a booking attempt changes the member's sessions. */
  bookingsRoot: sharedKeys.bookings,
};
