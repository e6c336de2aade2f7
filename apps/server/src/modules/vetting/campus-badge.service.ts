// The campus badge from the console (decision 038): an admin sets or clears the school or college an
// expert counsels at, as the expert may declare it themselves. Audited like every staff action; the
// listings (cards, profiles, search) are refreshed at once.
import { ADMIN_CAMPUS_MSG, type ExpertCampus, type SetExpertCampus } from "@saathi/contract/admin-expert-campus";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { expertListingsChanged } from "../../platform/cache/expert-listings.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { CampusBadgeRepository } from "./campus-badge.repository.ts";
import { campusChange } from "./vetting.policy.ts";

export function createCampusBadgeService(repo: CampusBadgeRepository) {
  const load = async (expertId: string) => {
    const row = await repo.of(expertId);
    if (!row) throw new AppError(404, "NOT_FOUND", ADMIN_CAMPUS_MSG.notExpert);
    return row;
  };
  return {
    async campus(expertId: string): Promise<ExpertCampus> {
      return { expertId, campusInstitution: (await load(expertId)).campusInstitution };
    },
    /** Sets the badge (a name) or clears it (null); the same value again writes nothing. */
    async setCampus(admin: StaffUser, expertId: string, body: SetExpertCampus): Promise<ExpertCampus> {
      const before = (await load(expertId)).campusInstitution;
      const next = body.campusInstitution;
      if (campusChange(before, next) === "unchanged") return { expertId, campusInstitution: before };
      await repo.set(expertId, next, { actor: { id: admin.id, email: admin.email }, before });
      expertListingsChanged();
      return { expertId, campusInstitution: next };
    },
  };
}

export type CampusBadgeService = ReturnType<typeof createCampusBadgeService>;
