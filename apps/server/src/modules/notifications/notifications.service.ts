import type { ChannelPref } from "@saathi/contract/account-settings";
import type { Locale } from "@saathi/contract/locale";
import type { NotificationType } from "@saathi/contract/notifications";
import { channels, USER_EVENTS } from "@saathi/contract/realtime";
import { AppError } from "../../platform/http/errors.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import { deliveryOf, type PrefRow } from "../settings/index.ts";
import type { StoredNotification } from "./index.ts";
import { NOTIFICATIONS_MSG } from "./notification-emails.messages.ts";
import { createNotificationEmails, type NotifyEmailDeps } from "./notification-emails.ts";
import { isMemberNotification } from "./notifications.policy.ts";
import { presentNotification } from "./notifications.presenter.ts";
import type { NotificationsRepository } from "./notifications.repository.ts";

/**
 * The "unless unread" rule: nothing to tell while the member has an unread one of this type from this
 * actor, or when the actor is hidden from them (blocked or muted) for a notification about a member.
 */
const nothingToTell = (
  userId: string,
  type: NotificationType,
  actorId: string,
  gate: { unread: boolean; hidden: boolean },
): boolean => gate.unread || (actorId !== userId && isMemberNotification(type) && gate.hidden);

/** What a caller stores in its own write, and what `afterStored` then tells (see `planUnlessUnread`). */
export interface NotificationPlan {
  userId: string;
  type: NotificationType;
  actorId: string;
  /** The in-app row to store unless an unread one from this actor exists (data as JSON); null: in-app off. */
  store: { type: NotificationType; data: string } | null;
  email: boolean;
}

const LIST_LIMIT = 50;

export function createNotificationsService(
  repo: NotificationsRepository,
  publisher: Publisher,
  /** The member's choices per kind and channel, and the email channel. Without it: in-app only. */
  delivery?: NotifyEmailDeps,
) {
  const emails = delivery ? createNotificationEmails(delivery, repo) : null;
  type Options = { email?: boolean; inApp?: "always" };
  /**
   * Stores it (unless the member turned this kind off in the app) and answers what is left to do: push
   * it live (after the insert has committed) and email it if chosen. `channel`: already known.
   */
  const store = async (
    userId: string,
    type: NotificationType,
    actorId: string,
    extra: Record<string, string>,
    options: Options,
    known?: Pick<ChannelPref, "inApp" | "email">,
  ): Promise<() => Promise<void>> => {
    const channel = delivery
      ? (known ?? (await delivery.settings.delivery(userId, type)))
      : { inApp: true, email: false };
    let live: (() => Promise<void>) | null = null;
    if (channel.inApp || options.inApp === "always") {
      const { row, locale } = await repo.insertPresented(userId, type, { actor_id: actorId, ...extra });
      // Live, in the language the member reads Saathi in (not the language of whoever acted).
      live = () => publisher.publish(channels.user(userId), USER_EVENTS.notification, presentNotification(row, locale));
    }
    const email = emails && channel.email && options.email !== false && actorId !== userId;
    return async () => {
      await live?.();
      if (email) await emails.send(userId, type, actorId);
    };
  };
  /** Stores and pushes it live (unless the member turned this kind off in the app), and emails it if chosen. */
  const deliver = async (
    userId: string,
    type: NotificationType,
    actorId: string,
    extra: Record<string, string>,
    options: Options,
  ) => (await store(userId, type, actorId, extra, options))();
  const service = {
    /**
     * Records a notification for `userId` about `actorId`, then (after the insert has committed)
     * pushes it live on the member's user channel, unless the member turned this kind off in the app;
     * emails it when they chose email for its kind. `options.email: false` is for callers
     * that email the member themselves, so nobody gets the same news twice.
     */
    async notify(
      userId: string,
      type: NotificationType,
      actorId: string,
      extra: Record<string, string> = {},
      /** `inApp: "always"` (session reminders) writes the in-app row whatever the kind's switch says. */
      options: { email?: boolean; inApp?: "always" } = {},
    ) {
      // Nothing from someone blocked either way or muted; nobody is told.
      if (actorId !== userId && isMemberNotification(type) && (await repo.gate(userId, type, actorId)).hidden) return;
      await deliver(userId, type, actorId, extra, options);
    },
    /** Whether this member chose email for this type's kind (for callers that write their own email). */
    async emailChosen(userId: string, type: NotificationType): Promise<boolean> {
      if (!delivery) return false;
      return (await delivery.settings.delivery(userId, type)).email;
    },
    /**
     * Like `notify`, but only when `userId` has no unread notification of this type from `actorId`:
     * one unread 'message' notification per sender at a time, not one per message.
     */
    async notifyUnlessUnread(
      userId: string,
      type: NotificationType,
      actorId: string,
      extra: Record<string, string> = {},
    ) {
      if (nothingToTell(userId, type, actorId, await repo.gate(userId, type, actorId))) return;
      await deliver(userId, type, actorId, extra, {});
    },
    /**
     * `notifyUnlessUnread` for a caller that read the gate and the member's choices with its own facts
     * in the same request and stores the notification in its own write (chat: in the statement that
     * stores a first message, `storeUnlessUnreadSql`, so the message and its notification commit
     * together or not at all). The same rule, decided on what it read: null when there is nothing to
     * tell (an unread one from this actor, a hidden actor, every channel off); otherwise what to store
     * (`store`: the in-app row, null when the member turned it off) and, for `afterStored`, the email.
     */
    planUnlessUnread(
      userId: string,
      type: NotificationType,
      actorId: string,
      extra: Record<string, string>,
      known: { unread: boolean; hidden: boolean; prefs: readonly PrefRow[] },
    ): NotificationPlan | null {
      if (nothingToTell(userId, type, actorId, known)) return null;
      const channel = delivery ? deliveryOf(known.prefs, type) : { inApp: true, email: false };
      const email = !!emails && channel.email && actorId !== userId;
      if (!channel.inApp && !email) return null;
      const data = { actor_id: actorId, ...extra };
      return { userId, type, actorId, email, store: channel.inApp ? { type, data: JSON.stringify(data) } : null };
    },
    /**
     * What is left once the caller's write committed: the stored row pushed live (in the member's
     * language) and the email when chosen. `stored` null with an in-app row planned: the insert found an
     * unread one from this actor meanwhile, so nothing is told (no email either), as `notifyUnlessUnread`.
     */
    afterStored(plan: NotificationPlan, stored: StoredNotification | null): () => Promise<void> {
      if (plan.store && !stored) return async () => {};
      const live =
        stored &&
        (() => {
          const row = { ...stored, createdAt: new Date(stored.createdAt) };
          return publisher.publish(
            channels.user(plan.userId),
            USER_EVENTS.notification,
            presentNotification(row, stored.locale),
          );
        });
      return async () => {
        await live?.();
        if (plan.email) await emails?.send(plan.userId, plan.type, plan.actorId);
      };
    },
    /** The member's notifications; server-written messages in `locale` (the request's language). */
    async list(userId: string, locale: Locale = "en") {
      const [rows, unread] = await Promise.all([repo.list(userId, LIST_LIMIT), repo.unreadCount(userId)]);
      return { items: rows.map((row) => presentNotification(row, locale)), unread };
    },
    unreadCount: (userId: string) => repo.unreadCount(userId),
    async markRead(userId: string, id: string) {
      if (!(await repo.markRead(id, userId))) throw new AppError(404, "NOT_FOUND", NOTIFICATIONS_MSG.notFound);
    },
    /** The retry job: failed notification emails whose next try is due are sent again; answers how many went. */
    retryEmails: (at?: number) => emails?.retryDue(at) ?? Promise.resolve(0),
    withdrawFollowRequest: (ownerId: string, requesterId: string) => repo.deleteFollowRequest(ownerId, requesterId),
  };
  return service;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
