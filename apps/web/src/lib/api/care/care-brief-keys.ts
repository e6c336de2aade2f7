/** Query keys of the scores brief shown before a call (call screen and booking detail), from one place. */
export const careBriefKeys = {
  all: ["care-brief"] as const,
  /** The before-session scores for one booking's session. */
  booking: (bookingId: string) => [...careBriefKeys.all, "booking", bookingId] as const,
};
