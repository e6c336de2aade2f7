// Reminders of what is not a session (a circle's meeting) through the same channels as a session's:
// email when the person's bookings notifications allow it, Web Push to a subscribed browser when Push
// is allowed for bookings (the channels' own `allows`, read at the time of sending). The in-app notice
// stays the caller's (its own type and link). Nothing here is stored: the caller claims each reminder
// once (circles: `circle_seats.last_reminder`) and keeps what failed to try again (circles:
// `circle_reminder_retries`, with this module's back-off, `retryAt`).
import type { ReminderChannelName, ReminderKind } from "@saathi/contract/reminders";
import type { Logger } from "pino";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { ReminderChannels } from "./reminder-channels.ts";
import type { ReminderWords } from "./reminder-text.ts";

/** One reminder of one event to one person. */
export interface EventReminder {
  /** An id for the logs (a circle seat's id). */
  id: string;
  kind: Extract<ReminderKind, "24h" | "1h">;
  recipientId: string;
  /** Who it is with (the host): their name fills {who}; a blocked or muted pair gets no push. */
  other: { userId: string; name: string };
  event: { id: string; startsAt: Date; endsAt: Date };
  /** An absolute link (the email's); the push opens its path. */
  url: string;
  words: ReminderWords;
}

/** What each channel did: sent, skipped (with why) or failed (with why). */
export type EventReminderOutcome = {
  channel: ReminderChannelName;
  status: "sent" | "skipped" | "failed";
  why?: string;
};

export function createEventRemindersService(d: {
  channels: ReminderChannels;
  messenger: Pick<Messenger, "localeOfUser">;
  log: Pick<Logger, "error">;
  now?: () => number;
}) {
  const now = d.now ?? Date.now;
  return {
    /**
     * Sends one reminder through every channel but in-app that the person allows now (`only`: just
     * these channels, as a retry of the failed ones does).
     */
    async remind(r: EventReminder, only?: readonly ReminderChannelName[]): Promise<EventReminderOutcome[]> {
      const message = {
        reminderId: r.id,
        kind: r.kind,
        side: "member" as const,
        recipient: { userId: r.recipientId, locale: await d.messenger.localeOfUser(r.recipientId), zone: null },
        other: r.other,
        booking: r.event,
        url: r.url,
        now: new Date(now()),
        words: r.words,
      };
      const out: EventReminderOutcome[] = [];
      for (const channel of d.channels.list()) {
        if (channel.name === "in_app" || (only && !only.includes(channel.name))) continue;
        try {
          const allowed = await channel.allows(r.recipientId);
          if (allowed === false) continue;
          if (typeof allowed === "string") {
            out.push({ channel: channel.name, status: "skipped", why: allowed });
            continue;
          }
          await channel.send(message);
          out.push({ channel: channel.name, status: "sent" });
        } catch (err) {
          const why = err instanceof Error ? err.message : String(err);
          d.log.error({ err, reminder: r.id, channel: channel.name }, "event reminder not sent");
          out.push({ channel: channel.name, status: "failed", why });
        }
      }
      return out;
    },
  };
}

export type EventRemindersService = ReturnType<typeof createEventRemindersService>;
