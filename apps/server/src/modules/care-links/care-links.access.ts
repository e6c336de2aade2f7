// A care link, loaded and checked in one step (platform/access/access.ts): every care service method
// (plan, homework, summaries, notes, scores) starts here. Anyone who may not see the link is told it
// does not exist, exactly like a missing one; the other side is told it is not theirs to do, and an
// expert whose care has ended is told the records are read-only.
import { CARE_MSG } from "@saathi/contract/care-between";
import { defineAccess, permission } from "../../platform/access/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import { careViewOf, expertReads, isCareMember } from "./care-links.policy.ts";
import type { CareLinkRow, CareLinksRepository } from "./care-links.repository.ts";

export const careLinkNotFound = () => new AppError(404, "CARE_NOT_FOUND", CARE_MSG.linkNotFound);

const expertOnly = permission<string, CareLinkRow>(
  expertReads,
  () => new AppError(403, "EXPERT_ONLY", CARE_MSG.expertOnly),
);
const memberOnly = permission<string, CareLinkRow>(
  isCareMember,
  () => new AppError(403, "MEMBER_ONLY", CARE_MSG.memberOnly),
);

export function createCareAccess(repo: Pick<CareLinksRepository, "find">) {
  const link = defineAccess<string, CareLinkRow>({
    load: (id) => repo.find(id),
    sees: (userId, row) => careViewOf(userId, row) !== null,
    notFound: careLinkNotFound,
  });
  return {
    /** Either side: the member, or the expert (active or read-only). */
    either: (userId: string, linkId: string) => link.require(userId, linkId),
    /** The member themself (doing homework, answering, consenting). */
    member: (userId: string, linkId: string) => link.require(userId, linkId, memberOnly),
    /** The expert, active or read-only (reading notes and shared scores). */
    expertReads: (userId: string, linkId: string) => link.require(userId, linkId, expertOnly),
    /** The expert while care is active (writing the plan, homework, notes, summaries). */
    async expertWrites(userId: string, linkId: string): Promise<CareLinkRow> {
      const row = await link.require(userId, linkId, expertOnly);
      if (row.status !== "active") throw new AppError(403, "CARE_READ_ONLY", CARE_MSG.readOnly);
      return row;
    },
    /** The same rule on a link already read. */
    check: link.check,
  };
}

export type CareAccess = ReturnType<typeof createCareAccess>;
