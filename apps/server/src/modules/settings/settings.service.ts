// A member's settings: privacy (who may message me, found in search) and notification
// preferences. Other modules ask it how a notification reaches a member (notifications.service).
import type {
  NotificationSettings,
  NotificationSettingUpdate,
  PrivacySettings,
  PrivacySettingsUpdate,
  WhoMayMessage,
} from "@saathi/contract/account-settings";
import type { NotificationType } from "@saathi/contract/notifications";
import { AppError } from "../../platform/http/errors.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { SETTINGS_SERVER_MSG } from "./settings.messages.ts";
import { deliveryFor, isLockedKind, prefsWithDefaults } from "./settings.policy.ts";
import type { SettingsRepository } from "./settings.repository.ts";

export function createSettingsService(
  repo: SettingsRepository,
  /** A minor's protections stay until 18 (young-people). */
  youth?: Pick<YouthChecks, "requireDefaultsKept">,
) {
  const privacy = async (userId: string): Promise<PrivacySettings> => {
    const row = await repo.privacy(userId);
    if (!row) throw new AppError(404, "PROFILE_NOT_FOUND", SETTINGS_SERVER_MSG.profileNotFound);
    return { whoMayMessage: row.whoMayMessage as WhoMayMessage, discoverable: row.discoverable };
  };
  const notifications = async (userId: string): Promise<NotificationSettings> => ({
    kinds: prefsWithDefaults(await repo.prefs(userId)),
  });

  return {
    privacy,
    async updatePrivacy(userId: string, body: PrivacySettingsUpdate): Promise<PrivacySettings> {
      await privacy(userId);
      await youth?.requireDefaultsKept(userId, body);
      await repo.updatePrivacy(userId, body);
      return privacy(userId);
    },
    notifications,
    async updateNotification(userId: string, body: NotificationSettingUpdate): Promise<NotificationSettings> {
      if (isLockedKind(body.kind)) throw new AppError(400, "ALWAYS_ON", SETTINGS_SERVER_MSG.noticesAboutYourAccountAre);
      await repo.setPref(userId, { kind: body.kind, inApp: body.inApp, email: body.email, push: body.push });
      return notifications(userId);
    },
    /** How a notification of this type reaches the member (their choice, or the default). */
    async delivery(userId: string, type: NotificationType) {
      return deliveryFor((await notifications(userId)).kinds, type);
    },
    /** Where notification emails go. */
    emailOf: (userId: string) => repo.emailOf(userId),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
