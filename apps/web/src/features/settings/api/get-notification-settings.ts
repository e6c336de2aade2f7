import type { NotificationSettings } from "@saathi/contract/account-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/settings/notifications: every kind with its channels. */
export const notificationSettingsQueryOptions = queryOptions({
  queryKey: settingsKeys.notifications(),
  queryFn: ({ signal }) => api<NotificationSettings>("/api/settings/notifications", { signal }),
});

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions);
