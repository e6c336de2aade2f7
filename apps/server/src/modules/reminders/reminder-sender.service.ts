// One try of one due reminder (decision 026): checked against its booking as it is now (cancelled,
// moved, started, someone joined), then sent through each channel its recipient allows; every try of
// every channel is logged. A failed channel is retried after 1, 5 and 25 minutes, then reported failed.
import { REMINDER_REASONS_TEXT, type ReminderChannelName } from "@saathi/contract/reminders";
import type { Logger } from "pino";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { ReminderChannels } from "./reminder-channels.ts";
import type { ReminderMessage } from "./reminder-text.ts";
import { recipientSide, retryAt, stillUseful } from "./reminders.policy.ts";
import type { BookingFacts, NewDelivery, ReminderRow, RemindersRepository } from "./reminders.repository.ts";

export interface SenderDeps {
  repo: RemindersRepository;
  channels: ReminderChannels;
  messenger: Pick<Messenger, "localeOfUser">;
  publicUrl: string;
  log: Pick<Logger, "error" | "warn">;
  /** A booking whose start changed without reschedule() being called: moves its reminders. */
  reschedule(bookingId: string): Promise<void>;
}

export type SendOutcome = "sent" | "retry" | "failed" | "cancelled" | "skipped" | "moved";

/** The call link of each side: their bookings page, where the call button is. */
export const callUrl = (publicUrl: string, side: "member" | "expert") =>
  `${publicUrl}${side === "member" ? "/booking" : "/expert/vendorbooking"}`;

/** The message every channel is given, for one recipient of a booking. */
export async function messageFor(
  d: Pick<SenderDeps, "messenger" | "publicUrl">,
  row: Pick<ReminderRow, "id" | "kind" | "recipient_id">,
  b: BookingFacts,
  now: Date,
): Promise<ReminderMessage> {
  const side = recipientSide(row.recipient_id, b);
  const otherId = side === "member" ? b.expertId : b.clientId;
  const otherRow = side === "member" ? b.expert : b.member;
  return {
    reminderId: row.id,
    kind: row.kind,
    side,
    recipient: {
      userId: row.recipient_id,
      locale: await d.messenger.localeOfUser(row.recipient_id),
      zone: side === "expert" ? b.expertZone : null,
    },
    other: { userId: otherId, name: otherRow ? presentPerson(otherRow).displayName : "Saathi member" },
    booking: { id: b.id, startsAt: b.startsAt, endsAt: b.endsAt },
    url: callUrl(d.publicUrl, side),
    now,
  };
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500) || "error";

export function createReminderSender(d: SenderDeps) {
  const end = async (row: ReminderRow, status: "cancelled" | "skipped", reason: string) => {
    await d.repo.finish(row.id, { status, nextAttemptAt: null, pendingChannels: null, lastError: reason });
    return status;
  };

  return {
    async send(row: ReminderRow, now: Date): Promise<SendOutcome> {
      const b = await d.repo.booking(row.booking_id);
      if (b?.status !== "CONFIRMED") return end(row, "cancelled", REMINDER_REASONS_TEXT.bookingGone);
      if (row.kind !== "confirmation" && b.startsAt.getTime() !== row.starts_at.getTime()) {
        await d.reschedule(b.id);
        return "moved";
      }
      if (row.kind === "no_show" && b.anyoneJoined) return end(row, "skipped", REMINDER_REASONS_TEXT.someoneJoined);
      if (!stillUseful(row.kind, b.startsAt.getTime(), b.endsAt.getTime(), now.getTime()))
        return end(row, "skipped", REMINDER_REASONS_TEXT.tooLate);

      const message = await messageFor(d, row, b, now);
      const log: NewDelivery[] = [];
      const entry = (channel: ReminderChannelName, status: string, error: string | null = null) =>
        log.push({ reminderId: row.id, channel, status, attempt: row.attempts, error, at: new Date() });
      // The first try decides the channels from the person's settings now; a retry sends the failed ones.
      let names = row.pending_channels;
      if (!names) {
        names = [];
        for (const channel of d.channels.list()) {
          const allowed = await channel.allows(row.recipient_id);
          if (allowed === true) names.push(channel.name);
          else if (typeof allowed === "string") entry(channel.name, "skipped", allowed);
        }
      }
      const failed: { name: ReminderChannelName; reason: string }[] = [];
      for (const name of names) {
        const channel = d.channels.get(name);
        try {
          if (!channel) throw new Error(`no ${name} channel`);
          const { delivered } = await channel.send(message);
          entry(name, delivered ? "delivered" : "sent");
        } catch (err) {
          failed.push({ name, reason: reasonOf(err) });
        }
      }
      if (!failed.length) {
        await d.repo.log(log);
        await d.repo.finish(row.id, { status: "sent", nextAttemptAt: null, pendingChannels: null, lastError: null });
        return "sent";
      }
      const next = retryAt(row.attempts, now.getTime());
      for (const f of failed) entry(f.name, next ? "retried" : "failed", f.reason);
      const lastError = failed.map((f) => `${f.name}: ${f.reason}`).join("; ");
      await d.repo.log(log);
      await d.repo.finish(row.id, {
        status: next ? "pending" : "failed",
        nextAttemptAt: next ? new Date(next) : null,
        pendingChannels: failed.map((f) => f.name),
        lastError,
      });
      if (!next)
        d.log.error({ reminderId: row.id, bookingId: row.booking_id, kind: row.kind, lastError }, "reminder failed");
      return next ? "retry" : "failed";
    },
  };
}

export type ReminderSender = ReturnType<typeof createReminderSender>;
