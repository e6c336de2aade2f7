/** Query keys of the briefs shown before a call (call screen and booking detail), from one place. */
export const careBriefKeys = {
  all: ["care-brief"] as const,
  /** The before-session scores for one booking's session. */
  booking: (bookingId: string) => [...careBriefKeys.all, "booking", bookingId] as const,
  /** The plan's brief (goals, homework since the last session, the last summary) for one booking. */
  plan: (bookingId: string) => [...careBriefKeys.all, "plan", bookingId] as const,
};
