import type { CareCheckInSetting } from "@saathi/contract/care";
import { api } from "../../../lib/api-client.ts";

/** PUT /api/settings/care-check-in: turn the care team's check-ins on or off. */
export const updateCareCheckIn = (enabled: boolean) =>
  api<CareCheckInSetting>("/api/settings/care-check-in", { method: "PUT", body: { enabled } });
