import type { NotificationSettings, NotificationSettingUpdate } from "@saathi/contract/account-settings";
import { api } from "../../../lib/api-client.ts";

/** PUT /api/settings/notifications: one kind's channels. */
export const updateNotificationSetting = (body: NotificationSettingUpdate) =>
  api<NotificationSettings>("/api/settings/notifications", { method: "PUT", body });
