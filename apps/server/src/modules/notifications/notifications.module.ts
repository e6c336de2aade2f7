// Notifications: in-app (live over realtime) and by email for the kinds a member chose.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { createNotificationEmailRetriesRepository } from "./notification-email-retries.repository.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";
import { notificationsRoutes } from "./notifications.routes.ts";
import { createNotificationsService } from "./notifications.service.ts";

type Deps = Pick<Platform, "db" | "config" | "session" | "publisher" | "messenger" | "limiter" | "log">;

export function createNotificationsModule(d: Deps & { settings: SettingsService }) {
  const notifications = createNotificationsService(createNotificationsRepository(d.db), d.publisher, {
    ...{ settings: d.settings, messenger: d.messenger, limiter: d.limiter },
    ...{ publicUrl: d.config.publicUrl, log: d.log, retries: createNotificationEmailRetriesRepository(d.db) },
  });
  return defineModule({
    services: { notifications },
    routes: [notificationsRoutes(d.session, notifications)],
    jobs: [
      // Notification emails that failed are tried again after 1, 5 and 25 minutes, then marked failed.
      { name: "notifications-email-retries", cron: "* * * * *", run: () => notifications.retryEmails() },
    ],
    events: {
      // A notice from a module built earlier (it cannot take this service): in the app, always, for the member.
      "member.notice": (n) =>
        notifications.notify(
          n.userId,
          n.type,
          n.userId,
          { ...n.data, message: n.message, ...(n.values ? { message_values: JSON.stringify(n.values) } : {}) },
          { email: false, inApp: "always" },
        ),
    },
  });
}
