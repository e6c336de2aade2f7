/** Query keys of the plan's brief on the call screen, from one place. */
export const carePlanBriefKeys = {
  all: ["care-plan-brief"] as const,
  brief: (bookingId: string) => [...carePlanBriefKeys.all, bookingId] as const,
};
