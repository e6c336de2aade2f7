import type { VettingResult } from "@saathi/contract/admin-applications";
import { adminSend } from "../../shell/admin-api.ts";

/** POST /api/admin/experts/:expertId/reinstate */
export const reinstateExpert = (expertId: string) => adminSend<VettingResult>("POST", `experts/${expertId}/reinstate`);
