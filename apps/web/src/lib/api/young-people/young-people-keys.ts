/**
 * Query keys of a young member's own status (GET /api/young-people/me), read by the young-people feature
 * (the guardian request) and by every writing place (feed, comments, chat: no composer until a guardian
 * consents). The young-people feature's keys start from `youthKeys.all`.
 */
export const youthKeys = {
  all: ["young-people"] as const,
  status: () => [...youthKeys.all, "status"] as const,
};
