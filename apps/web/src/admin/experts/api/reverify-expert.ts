import type { VettingResult } from "@saathi/contract/admin-applications";
import { adminSend } from "../../shell/admin-api.ts";

/** POST /api/admin/experts/:expertId/reverify: listed for 12 more months. */
export const reverifyExpert = (expertId: string) => adminSend<VettingResult>("POST", `experts/${expertId}/reverify`);
