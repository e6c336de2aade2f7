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
