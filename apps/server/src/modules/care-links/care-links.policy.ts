// Who sees a care link, and how: pure rules, no I/O. Staff roles give nothing here: care records are
// the member's and their counsellor's alone (Mental Healthcare Act 2017, s. 23: confidentiality).
import type { CareView } from "@saathi/contract/care-between";

export interface CareLinkFacts {
  expertId: string;
  memberId: string;
  status: string;
  readOnlyUntil: Date | null;
}

/** How `userId` sees the link, or null when they may not know it exists. */
export function careViewOf(userId: string, link: CareLinkFacts, now: Date = new Date()): CareView | null {
  if (userId === link.memberId) return "member";
  if (userId !== link.expertId) return null;
  if (link.status === "active") return "expert";
  return link.readOnlyUntil && link.readOnlyUntil > now ? "expert_read_only" : null;
}

/** The expert, while care is active: writing the plan, homework, notes and summaries. */
export const expertWrites = (userId: string, link: CareLinkFacts) => careViewOf(userId, link) === "expert";

/** The expert, active or read-only: reading their notes and the member's shared scores. */
export const expertReads = (userId: string, link: CareLinkFacts) => {
  const view = careViewOf(userId, link);
  return view === "expert" || view === "expert_read_only";
};

/** The member themself: doing homework, answering questionnaires, consenting. */
export const isCareMember = (userId: string, link: CareLinkFacts) => userId === link.memberId;
