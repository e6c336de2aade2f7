/**
 * Query keys of the care feature, from one place. Before-session scores, check-ins and the caseload
 * live under one root, so answering a check-in or changing a consent refreshes all three.
 */
export const careScoresKeys = {
  all: ["care-scores"] as const,
  /** The scores of one care link (member's own, or the expert's shared view). */
  scores: (linkId: string) => [...careScoresKeys.all, "link", linkId] as const,
  /** The expert's caseload. */
  caseload: () => [...careScoresKeys.all, "caseload"] as const,
  /** One check-in asked before a session. */
  checkIn: (requestId: string) => [...careScoresKeys.all, "check-in", requestId] as const,
};

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
