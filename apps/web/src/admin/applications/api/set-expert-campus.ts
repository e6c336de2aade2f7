import type { ExpertCampus } from "@saathi/contract/admin-expert-campus";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { applicationsKeys } from "./applications-keys.ts";

/** PUT /api/admin/experts/:expertId/campus: a school or college's name, or null to clear the badge (audited). */
export const setExpertCampus = (expertId: string, campusInstitution: string | null) =>
  adminSend<ExpertCampus>("PUT", `experts/${expertId}/campus`, { campusInstitution });

export function useSetExpertCampus(expertId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (campusInstitution: string | null) => setExpertCampus(expertId, campusInstitution),
    onSuccess: (answer) => qc.setQueryData(applicationsKeys.campus(expertId), answer),
  });
}
