// The email channel of notify(): what happened and a link to Saathi, never private content
// (no message text), at most one per (member, type, actor) in EMAIL_COOLDOWN_SECONDS so a chat burst
// sends one email. A failed email never fails the action that caused it: it is kept and tried again
// (notification-email-retries.ts), written afresh at each try.
import { type NotificationType, notificationText } from "@saathi/contract/notifications";
import type { Logger } from "pino";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { metrics } from "../../platform/observability/metrics.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import { EMAIL_COOLDOWN_SECONDS } from "../settings/index.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { NotificationEmailRetriesRepository } from "./notification-email-retries.repository.ts";
import { createEmailRetries } from "./notification-email-retries.ts";
import { NOTIFICATION_EMAIL_MSG } from "./notification-emails.messages.ts";
import { isMemberNotification } from "./notifications.policy.ts";
import type { NotificationsRepository } from "./notifications.repository.ts";

export interface NotifyEmailDeps {
  settings: Pick<SettingsService, "delivery" | "emailOf">;
  messenger: Pick<Messenger, "sendEmail">;
  limiter: Pick<RateLimiter, "cooldown">;
  publicUrl: string;
  log: Pick<Logger, "warn">;
  /** Where failed emails wait for their next try; without it a failed email is only logged. */
  retries?: NotificationEmailRetriesRepository;
  now?: () => number;
}

export function createNotificationEmails(
  d: NotifyEmailDeps,
  repo: Pick<NotificationsRepository, "actor" | "localeOf" | "gate">,
) {
  /** Writes the email now, in the member's language, and sends it: false when there is no address. */
  const write = async (userId: string, type: NotificationType, actorId: string) => {
    const [to, actor, locale] = await Promise.all([
      d.settings.emailOf(userId),
      repo.actor(actorId),
      repo.localeOf(userId),
    ]);
    if (!to) return false;
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
    return true;
  };
  /** Whether the member still wants this email: email chosen for its kind, the actor not hidden since. */
  const stillWanted = async (userId: string, type: NotificationType, actorId: string) => {
    if (!(await d.settings.delivery(userId, type)).email) return false;
    return !(isMemberNotification(type) && (await repo.gate(userId, type, actorId)).hidden);
  };
  const retries = d.retries
    ? createEmailRetries({ repo: d.retries, write, stillWanted, log: d.log, ...(d.now ? { now: d.now } : {}) })
    : null;

  return {
    async send(userId: string, type: NotificationType, actorId: string) {
      try {
        const key = `notify-email:${userId}:${type}:${actorId}`;
        if (!(await d.limiter.cooldown(key, EMAIL_COOLDOWN_SECONDS)).allowed) return;
      } catch (err) {
        d.log.warn({ err, type }, "notification email not sent");
        return;
      }
      try {
        if (await write(userId, type, actorId)) metrics.noticeSend("notification", "email", "sent");
      } catch (err) {
        d.log.warn({ err, type }, "notification email not sent");
        await retries?.failed(userId, type, actorId, err);
      }
    },
    /** The retry job: due failed emails sent again; answers how many went. */
    retryDue: (at?: number) => retries?.run(at) ?? Promise.resolve(0),
  };
}
