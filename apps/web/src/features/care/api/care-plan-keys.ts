/** Query keys of the care plan (My care, the expert's client page), from one place. */
export const carePlanKeys = {
  all: ["care-plan"] as const,
  links: () => [...carePlanKeys.all, "links"] as const,
  link: (linkId: string) => [...carePlanKeys.all, "link", linkId] as const,
  plan: (linkId: string) => [...carePlanKeys.all, "plan", linkId] as const,
  notes: (linkId: string, bookingId: string) => [...carePlanKeys.all, "notes", linkId, bookingId] as const,
  counsellor: (expertId: string) => [...carePlanKeys.all, "counsellor", expertId] as const,
  openClient: (memberId: string) => [...carePlanKeys.all, "open-client", memberId] as const,
};
