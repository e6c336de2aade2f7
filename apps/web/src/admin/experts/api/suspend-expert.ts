import type { VettingResult } from "@saathi/contract/admin-applications";
import { adminSend } from "../../shell/admin-api.ts";

/** POST /api/admin/experts/:expertId/suspend {reason}: hidden at once, future sessions refunded. */
export const suspendExpert = (expertId: string, reason: string) =>
  adminSend<VettingResult>("POST", `experts/${expertId}/suspend`, { reason });
