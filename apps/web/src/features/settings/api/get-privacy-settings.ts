import type { PrivacySettings } from "@saathi/contract/account-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/settings/privacy: who may message me; found in search. */
export const privacySettingsQueryOptions = queryOptions({
  queryKey: settingsKeys.privacy(),
  queryFn: ({ signal }) => api<PrivacySettings>("/api/settings/privacy", { signal }),
});

export const usePrivacySettings = () => useQuery(privacySettingsQueryOptions);
