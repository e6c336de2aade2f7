import type { VettingResult } from "@saathi/contract/admin-applications";
import { adminSend } from "../../shell/admin-api.ts";

/** POST /api/admin/applications/:expertId/request-changes {message} */
export const requestChanges = (expertId: string, message: string) =>
  adminSend<VettingResult>("POST", `applications/${expertId}/request-changes`, { message });
