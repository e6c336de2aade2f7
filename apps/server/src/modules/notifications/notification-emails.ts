// The email channel of notify(): what happened and a link to Saathi, never private content
// (no message text), at most one per (member, type, actor) in EMAIL_COOLDOWN_SECONDS so a chat burst
// sends one email. A failed email never fails the action that caused it.
import { type NotificationType, notificationText } from "@saathi/contract/notifications";
import type { Logger } from "pino";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import { EMAIL_COOLDOWN_SECONDS } from "../settings/index.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { NOTIFICATION_EMAIL_MSG } from "./notification-emails.messages.ts";
import type { NotificationsRepository } from "./notifications.repository.ts";

export interface NotifyEmailDeps {
  settings: Pick<SettingsService, "delivery" | "emailOf">;
  messenger: Pick<Messenger, "sendEmail">;
  limiter: Pick<RateLimiter, "cooldown">;
  publicUrl: string;
  log: Pick<Logger, "warn">;
}

export function createNotificationEmails(
  d: NotifyEmailDeps,
  repo: Pick<NotificationsRepository, "actor" | "localeOf">,
) {
  return {
    async send(userId: string, type: NotificationType, actorId: string) {
      try {
        const key = `notify-email:${userId}:${type}:${actorId}`;
        if (!(await d.limiter.cooldown(key, EMAIL_COOLDOWN_SECONDS)).allowed) return;
        const [to, actor, locale] = await Promise.all([
          d.settings.emailOf(userId),
          repo.actor(actorId),
          repo.localeOf(userId),
        ]);
        if (!to) return;
        // In the member's language, and only the sentence the app shows: never what was
        // written (a message's or comment's text).
        const t = translatorFor(locale);
        const sentence = notificationText(
          { type, data: { actorName: actor ? presentPerson(actor).displayName : null } },
          t,
        );
        await d.messenger.sendEmail({
          to,
          subject: t(NOTIFICATION_EMAIL_MSG.subject, { sentence }),
          text: t(NOTIFICATION_EMAIL_MSG.text, { sentence, url: d.publicUrl }),
        });
      } catch (err) {
        d.log.warn({ err, type }, "notification email not sent");
      }
    },
  };
}
