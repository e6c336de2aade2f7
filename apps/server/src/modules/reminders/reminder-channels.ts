// The channels a reminder goes through (decision 026). Each says whether it reaches this person now and
// sends; the worker logs every try. `push` is a named hook, a no-op until web push plugs in its own
// channel with `channels.plug({ name: "push", allows, send })`.
import type { ReminderChannelName } from "@saathi/contract/reminders";
import { REMINDER_REASONS_TEXT } from "@saathi/contract/reminders";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PushService } from "../push/push.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { emailOf, localTime, noticeOf, type ReminderMessage } from "./reminder-text.ts";

export interface ReminderChannel {
  readonly name: ReminderChannelName;
  /**
   * Whether this channel reaches the person now: true (send), false (not a channel of theirs; nothing
   * logged) or a reason it is skipped (logged, e.g. email turned off in their settings).
   */
  allows(recipientId: string): Promise<boolean | string>;
  /** Sends; throws with the reason when it fails. `delivered`: the channel says it arrived. */
  send(message: ReminderMessage): Promise<{ delivered: boolean }>;
}

export interface ChannelDeps {
  notifications: Pick<NotificationsService, "notify">;
  settings: Pick<SettingsService, "delivery" | "emailOf">;
  messenger: Pick<Messenger, "sendEmail">;
}

/** In the app: always (the notification is in their list once written, so it is delivered). */
export function inAppChannel(d: ChannelDeps): ReminderChannel {
  return {
    name: "in_app",
    allows: async () => true,
    async send(m) {
      await d.notifications.notify(
        m.recipient.userId,
        "reminder",
        m.other.userId,
        {
          booking_id: m.booking.id,
          starts_at: m.booking.startsAt.toISOString(),
          message: noticeOf(m),
          message_values: JSON.stringify({ who: m.other.name, when: m.booking.startsAt.toISOString() }),
        },
        { email: false, inApp: "always" },
      );
      return { delivered: true };
    },
  };
}

/** Email: when the person's bookings notifications allow email; the confirmation carries the invite. */
export function emailChannel(d: ChannelDeps): ReminderChannel {
  return {
    name: "email",
    async allows(recipientId) {
      if (!(await d.settings.delivery(recipientId, "booking")).email) return REMINDER_REASONS_TEXT.emailOff;
      return (await d.settings.emailOf(recipientId)) ? true : REMINDER_REASONS_TEXT.noEmail;
    },
    async send(m) {
      const to = await d.settings.emailOf(m.recipient.userId);
      if (!to) throw new Error(REMINDER_REASONS_TEXT.noEmail);
      const { subject, text, invite } = emailOf(m);
      await d.messenger.sendEmail({
        to,
        subject,
        text,
        ...(invite
          ? { attachments: [{ filename: "saathi-session.ics", contentType: "text/calendar", content: invite }] }
          : {}),
      });
      return { delivered: false };
    },
  };
}

/** The push hook: reaches nobody until the web push part plugs in a channel named `push`. */
export const pushChannel: ReminderChannel = {
  name: "push",
  allows: async () => false,
  send: async () => ({ delivered: false }),
};

const INDIA = "Asia/Kolkata";
const pathOf = (url: string) => {
  const u = new URL(url, "http://saathi.invalid");
  return `${u.pathname}${u.search}`;
};

/**
 * Web Push: to a member with a subscribed browser (no browser: not a channel of theirs, nothing logged),
 * when Push is allowed for bookings. The push says the notice's words in the member's language; a push
 * service that refuses every browser is a failed try (retried), a dead browser is removed by push.
 */
export function webPushChannel(push: Pick<PushService, "reaches" | "sendToUser">): ReminderChannel {
  return {
    name: "push",
    async allows(recipientId) {
      const reach = await push.reaches(recipientId, "bookings");
      if (reach === true) return true;
      return reach === "preference" ? REMINDER_REASONS_TEXT.pushOff : false;
    },
    async send(m) {
      const result = await push.sendToUser(m.recipient.userId, "bookings", {
        type: m.words ? "circle" : "reminder",
        body: noticeOf(m),
        actorId: m.other.userId,
        values: (locale) => ({
          ...m.words?.values,
          when: localTime(m.booking.startsAt, locale, m.recipient.zone ?? INDIA),
        }),
        // A push opens a path inside Saathi; the reminder's link is absolute (emails need that).
        url: pathOf(m.url),
        tag: m.words?.tag ?? `reminder-${m.booking.id}`,
        urgency: m.kind === "10m" || m.kind === "no_show" ? "high" : "normal",
      });
      if (result.sent > 0) return { delivered: false };
      throw new Error(result.errors[0] ?? result.skipped ?? "push not sent");
    },
  };
}

/** The channels in the order they are tried; `plug` replaces one by name (web push, tests). */
export function createReminderChannels(initial: ReminderChannel[]) {
  const byName = new Map<ReminderChannelName, ReminderChannel>(initial.map((c) => [c.name, c]));
  return {
    list: () => [...byName.values()],
    get(name: ReminderChannelName): ReminderChannel | undefined {
      return byName.get(name);
    },
    plug(channel: ReminderChannel) {
      byName.set(channel.name, channel);
    },
  };
}

export type ReminderChannels = ReturnType<typeof createReminderChannels>;
