import type { PrivacySettings, PrivacySettingsUpdate } from "@saathi/contract/account-settings";
import { api } from "../../../lib/api-client.ts";

/** PUT /api/settings/privacy: only the fields given change. */
export const updatePrivacySettings = (body: PrivacySettingsUpdate) =>
  api<PrivacySettings>("/api/settings/privacy", { method: "PUT", body });
