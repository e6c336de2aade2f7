/** Query keys of the experts feature, from one place. */
export const expertsKeys = {
  all: ["experts"] as const,
  lists: () => [...expertsKeys.all, "list"] as const,
  list: (filters: object) => [...expertsKeys.lists(), filters] as const,
  /** Prefix of every list filtered to favourites (matched partially, so other filters may vary). */
  favouriteLists: () => [...expertsKeys.lists(), { favourites: true }] as const,
  previouslyConsulted: () => [...expertsKeys.all, "previously-consulted"] as const,
  details: () => [...expertsKeys.all, "detail"] as const,
  detail: (handle: string) => [...expertsKeys.details(), handle] as const,
  availability: (expertId: string) => [...expertsKeys.all, "availability", expertId] as const,
  feedbacks: (expertId: string) => [...expertsKeys.all, "feedbacks", expertId] as const,
  /** The bookings' root: a booking attempt changes the member's sessions
   * (features do not import each other, so the root is named here). */
  bookingsRoot: ["bookings"] as const,
};
