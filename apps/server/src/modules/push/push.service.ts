// Web Push: members' browsers subscribe and unsubscribe; `sendToUser` is the push channel
// every module uses (chat, follows, calls, reminders). A push obeys the member's choice for its kind,
// never comes from someone blocked or muted, is written in the member's language, and never carries
// what anyone wrote. A dead subscription (404/410) is removed; other failures are logged, never thrown.
import type { NotificationKind } from "@saathi/contract/account-settings";
import type { Locale } from "@saathi/contract/locale";
import { NOTIFICATION_MSG, type NotificationType } from "@saathi/contract/notifications";
import type { PushKey, PushPayload, PushSubscriptionBody } from "@saathi/contract/push";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import type { RecipientLocales } from "../../platform/i18n/recipient-locale.repository.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { PushSender, PushUrgency } from "../../platform/push/push-sender.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { PUSH_SERVER_MSG, PUSH_TEXT } from "./push.messages.ts";
import {
  isP256Point,
  MAX_SUBSCRIPTIONS_PER_MEMBER,
  ownsSubscription,
  pushChosen,
  pushServiceAllowed,
  topicOf,
} from "./push.policy.ts";
import type { PushRepository } from "./push.repository.ts";

/** One push, described in catalog texts (English ids) that are put in the recipient's language. */
export interface PushMessage {
  /** A notification type: its sentence (NOTIFICATION_MSG) is the title and PUSH_TEXT the body, unless given. */
  type?: NotificationType;
  title?: string;
  body?: string;
  /** ICU values of title and body; a function gets the recipient's language (dates, money). */
  values?: Record<string, unknown> | ((locale: Locale) => Record<string, unknown>);
  /** Who caused it: fills {who} with the name others see, and nothing is sent if the pair is blocked or muted. */
  actorId?: string;
  /** The path a tap opens, inside Saathi (e.g. /call/<room>). */
  url: string;
  /** One notification per tag on the device, and one waiting message per tag at the push service. */
  tag?: string;
  /** How long the push service keeps it for a device that is off (default one day). */
  ttlSeconds?: number;
  urgency?: PushUrgency;
}

export interface PushOptions {
  /** Only when the member has no Saathi tab connected (chat: a connected tab shows the message). */
  onlyWhenAway?: boolean;
}

/** What happened, for a caller's delivery log (reminders). */
export interface PushResult {
  sent: number;
  removed: number;
  failed: number;
  /** Why nothing was tried. */
  skipped?: "no-subscription" | "preference" | "away-only" | "hidden" | "error";
  /** The push services' answers that were not a success, e.g. '429 Too many requests'. */
  errors: string[];
}

/**
 * Block and mute between the recipient and the sender. A port, not safety's visibility service type:
 * safety's on-duty and care alerts push through this module, so push must not depend on safety back;
 * the visibility service fits it as it is.
 */
export interface BlockAndMute {
  hiddenBetween(a: string, b: string): Promise<boolean>;
  mutedBy(viewerId: string, otherId: string): Promise<boolean>;
}

export interface PushDeps {
  repo: PushRepository;
  sender: PushSender;
  settings: Pick<SettingsService, "notifications">;
  visibility: BlockAndMute;
  locales: Pick<RecipientLocales, "byUserId">;
  production: boolean;
  log: Pick<Logger, "warn">;
}

const DAY_SECONDS = 86_400;
const nothing = (skipped: PushResult["skipped"]): PushResult => ({
  sent: 0,
  removed: 0,
  failed: 0,
  skipped,
  errors: [],
});

export function createPushService(d: PushDeps) {
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(
    userId: string,
    kind: NotificationKind,
    m: PushMessage,
    options: PushOptions,
  ): Promise<PushResult> {
    const subscriptions = await d.repo.forUser(userId);
    if (!subscriptions.length) return nothing("no-subscription");
    if (!pushChosen((await d.settings.notifications(userId)).kinds, kind)) return nothing("preference");
    if (m.actorId && m.actorId !== userId) {
      if ((await d.visibility.hiddenBetween(userId, m.actorId)) || (await d.visibility.mutedBy(userId, m.actorId)))
        return nothing("hidden");
    }
    if (options.onlyWhenAway && (await d.repo.isOnline(userId))) return nothing("away-only");

    const locale = (await d.locales.byUserId(userId)) ?? "en";
    const t = translatorFor(locale);
    const actor = m.actorId ? await d.repo.actor(m.actorId) : null;
    const values = {
      who: actor ? presentPerson(actor).displayName : t(NOTIFICATION_MSG.someone),
      ...(typeof m.values === "function" ? m.values(locale) : m.values),
    };
    const title = m.title ?? (m.type ? NOTIFICATION_MSG[m.type] : "Saathi");
    const body = m.body ?? (m.type && m.type in PUSH_TEXT ? PUSH_TEXT[m.type as keyof typeof PUSH_TEXT] : null);
    const payload: PushPayload = {
      title: t(title, values),
      body: body ? t(body, values) : "",
      url: m.url,
      kind,
      ...(m.tag ? { tag: m.tag } : {}),
    };
    const json = JSON.stringify(payload);
    const sendOptions = {
      ttlSeconds: m.ttlSeconds ?? DAY_SECONDS,
      urgency: m.urgency ?? "normal",
      ...(m.tag ? { topic: topicOf(m.tag) } : {}),
    };

    const result: PushResult = { sent: 0, removed: 0, failed: 0, errors: [] };
    await Promise.all(
      subscriptions.map(async (s) => {
        const outcome = await d.sender.send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, json, {
          ...sendOptions,
        });
        if (outcome.result === "sent") result.sent++;
        else if (outcome.result === "gone") {
          if (await d.repo.remove(s.id, userId)) result.removed++;
        } else {
          result.failed++;
          result.errors.push(outcome.reason);
          d.log.warn(
            { kind, host: new URL(s.endpoint).host, statusCode: outcome.statusCode, reason: outcome.reason },
            "push not delivered",
          );
        }
      }),
    );
    return result;
  }

  return {
    key: (): PushKey => ({ publicKey: d.sender.publicKey }),

    /** Whether a push of `kind` would reach the member now: a subscribed browser and Push allowed for it. */
    async reaches(userId: string, kind: NotificationKind): Promise<true | "no-subscription" | "preference"> {
      if (!(await d.repo.forUser(userId)).length) return "no-subscription";
      return pushChosen((await d.settings.notifications(userId)).kinds, kind) ? true : "preference";
    },

    /** Saves this browser's subscription for the member (a browser belongs to whoever subscribed it last). */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<{ subscribed: true }> {
      if (!pushServiceAllowed(body.endpoint, d.production))
        throw new AppError(400, "PUSH_SERVICE_NOT_ALLOWED", PUSH_SERVER_MSG.serviceNotAllowed);
      if (!isP256Point(body.keys.p256dh)) throw new AppError(400, "PUSH_KEY_INVALID", PUSH_SERVER_MSG.keyNotOnCurve);
      await d.repo.save(userId, { endpoint: body.endpoint, ...body.keys }, MAX_SUBSCRIPTIONS_PER_MEMBER);
      return { subscribed: true };
    },

    /** Removes this browser's subscription; someone else's is answered like a missing one. */
    async unsubscribe(userId: string, endpoint: string): Promise<{ unsubscribed: true }> {
      const row = await d.repo.byEndpoint(endpoint);
      if (!row || !ownsSubscription(userId, row) || !(await d.repo.remove(row.id, userId)))
        throw new AppError(404, "PUSH_NOT_SUBSCRIBED", PUSH_SERVER_MSG.notSubscribed);
      return { unsubscribed: true };
    },

    /**
     * Pushes to every browser the member subscribed, if they allow push for `kind`. Never throws; the
     * result tells what happened. Callers that must not wait write `void push.sendToUser(…)`.
     */
    sendToUser(
      userId: string,
      kind: NotificationKind,
      message: PushMessage,
      options: PushOptions = {},
    ): Promise<PushResult> {
      const work = deliver(userId, kind, message, options).catch((err: unknown) => {
        d.log.warn({ err, kind }, "push not sent");
        return nothing("error");
      });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
      return work;
    },

    /** Resolves when no push is being sent (closing the server, tests). */
    async idle(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
/** What other modules get: the push channel only. */
export type PushChannel = Pick<PushService, "sendToUser">;
