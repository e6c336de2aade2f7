import type { VettingResult } from "@saathi/contract/admin-applications";
import { adminSend } from "../../shell/admin-api.ts";

/** POST /api/admin/applications/:expertId/reject {reason} */
export const rejectApplication = (expertId: string, reason: string) =>
  adminSend<VettingResult>("POST", `applications/${expertId}/reject`, { reason });
