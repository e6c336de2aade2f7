import type { VettingResult } from "@saathi/contract/admin-applications";
import { adminSend } from "../../shell/admin-api.ts";

/** POST /api/admin/applications/:expertId/approve */
export const approveApplication = (expertId: string) =>
  adminSend<VettingResult>("POST", `applications/${expertId}/approve`);
