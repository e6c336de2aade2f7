// Grievance rules (DPDP Rules 2025), pure: the 7-day target and 90-day limit, the days left,
// who sees a ticket, and which tickets can still be answered.
import { GRIEVANCE_DUE_DAYS, GRIEVANCE_TARGET_DAYS, type GrievanceStatus } from "@saathi/contract/grievances";

const DAY = 86_400_000;

export const clockFor = (createdAt: Date) => ({
  targetAt: new Date(createdAt.getTime() + GRIEVANCE_TARGET_DAYS * DAY),
  dueAt: new Date(createdAt.getTime() + GRIEVANCE_DUE_DAYS * DAY),
});

/** Whole days until `dueAt`, rounded down (so the last day shows 0, and a missed one is negative). */
export const daysLeft = (dueAt: Date, now: Date) => Math.floor((dueAt.getTime() - now.getTime()) / DAY);

/** A member sees only their own tickets. */
export const isRequester = (userId: string, g: { userId: string }) => g.userId === userId;

/** An answer is given once: open or in-progress tickets only. */
export const mayAnswer = (status: GrievanceStatus) => status === "open" || status === "in_progress";
