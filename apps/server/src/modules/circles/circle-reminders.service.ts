// Seat holders are reminded a day before their meeting and again within the hour, as a session's member
// is: an in-app notice (type circle), and through the reminders module's email and push channels when the
// member's notification settings allow them (bookings: email, push). Each reminder is claimed once, in
// one UPDATE (`circle_seats.last_reminder`), so two workers never send one twice; the host's move clears
// it, so a moved meeting reminds again from its new time. An email or push that fails is kept
// (`circle_reminder_retries`) and tried again with the session reminders' back-off (1, 5, 25 minutes),
// only on the channels that failed, while the seat is held and the meeting has not started; every
// channel's send is counted (`saathi_notice_sends_total`).
import { CIRCLE_MSG } from "@saathi/contract/circles";
import type { ReminderChannelName } from "@saathi/contract/reminders";
import { sendRetryAt as retryAt } from "../../platform/mail/send-retry.ts";
import { metrics } from "../../platform/observability/metrics.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { EventReminderOutcome, EventRemindersService } from "../reminders/event-reminders.service.ts";
import type { CircleNotices } from "./circle-notices.ts";
import type { CircleRow, OccurrenceRow } from "./circle-rows.ts";
import { CIRCLE_REMINDER_MSG } from "./circles.messages.ts";
import type { CirclesRepository } from "./circles.repository.ts";

export interface CircleRemindersDeps {
  repo: CirclesRepository;
  notices: CircleNotices;
  /** Email and push, as session reminders go; without it only the in-app notice is sent. */
  reminders?: Pick<EventRemindersService, "remind">;
  /** Saathi's address, for the email's link. */
  publicUrl?: string;
  now?: () => number;
}

type Kind = "24h" | "1h";
type Due = { seat: { id: string; memberId: string }; occurrence: OccurrenceRow; circle: CircleRow };

/** How long a claimed retry is kept from other workers while it is being sent. */
const RETRY_LEASE_MS = 2 * 60_000;
const WHAT = "circle_reminder";

export function createCircleRemindersService(d: CircleRemindersDeps) {
  const { repo, notices } = d;
  const now = d.now ?? Date.now;
  const hosts = new Map<string, string>();
  const hostOf = async (expertId: string) => {
    let host = hosts.get(expertId);
    if (host === undefined) {
      const person = await repo.hostName(expertId);
      host = person ? presentPerson(person).displayName : "Saathi";
      hosts.set(expertId, host);
    }
    return host;
  };

  /** Email and push of one seat's reminder (all allowed channels, or `only` these); failed ones listed. */
  async function remind(r: Due, kind: Kind, only?: ReminderChannelName[]) {
    if (!d.reminders) return [];
    const notice = kind === "1h" ? CIRCLE_MSG.reminderHour : CIRCLE_MSG.reminderDay;
    const out = await d.reminders.remind(
      {
        id: r.seat.id,
        kind,
        recipientId: r.seat.memberId,
        other: { userId: r.circle.expertId, name: await hostOf(r.circle.expertId) },
        event: { id: r.occurrence.id, startsAt: r.occurrence.startsAt, endsAt: r.occurrence.endsAt },
        url: `${d.publicUrl ?? ""}/circles/mine`,
        words: {
          notice,
          subject: CIRCLE_REMINDER_MSG.subject[kind],
          lead: CIRCLE_REMINDER_MSG.lead[kind],
          join: CIRCLE_REMINDER_MSG.join,
          values: { title: r.circle.title },
          tag: `circle-seat-${r.seat.id}-${kind}`,
        },
      },
      only,
    );
    return out;
  }
  const failedOf = (out: EventReminderOutcome[]) => out.filter((o) => o.status === "failed");
  const triedOf = (out: EventReminderOutcome[]) => out.filter((o) => o.status !== "skipped").map((o) => o.channel);

  /** Counts each channel's outcome of one try (`next`: whether a failed one will be tried again). */
  const count = (tried: ReminderChannelName[], failed: EventReminderOutcome[], next: boolean) => {
    for (const channel of tried) {
      const f = failed.some((x) => x.channel === channel);
      metrics.noticeSend(WHAT, channel, f ? (next ? "retried" : "failed") : "sent");
    }
  };
  const errorOf = (failed: EventReminderOutcome[]) => failed.map((f) => `${f.channel}: ${f.why ?? "error"}`).join("; ");

  return {
    /** The reminder job: every seat due a reminder now is told in the app, then by email and push. */
    async sendReminders() {
      hosts.clear();
      const due = await repo.claimReminders();
      for (const r of due) {
        const kind: Kind = r.seat.lastReminder === "1h" ? "1h" : "24h";
        await notices.tell(
          r.seat.memberId,
          r.circle.expertId,
          r.occurrence,
          r.circle,
          kind === "1h" ? CIRCLE_MSG.reminderHour : CIRCLE_MSG.reminderDay,
        );
        const out = await remind(r, kind);
        const failed = failedOf(out);
        const next = retryAt(1, now());
        count(triedOf(out), failed, next !== null);
        if (failed.length && next !== null)
          await repo.scheduleRetry({
            seatId: r.seat.id,
            kind,
            channels: failed.map((f) => f.channel),
            nextAttemptAt: new Date(next),
            lastError: errorOf(failed),
          });
      }
      return due.length;
    },

    /**
     * The retry job: each failed email or push whose next try is due is sent again on the channels that
     * failed; answers how many channel sends succeeded in this run (by this worker).
     */
    async retryReminders(at: number = now()) {
      hosts.clear();
      const due = await repo.claimRetries(new Date(at), RETRY_LEASE_MS);
      let sent = 0;
      for (const { retry, ...r } of due) {
        const kind: Kind = retry.kind === "1h" ? "1h" : "24h";
        const channels = retry.channels as ReminderChannelName[];
        const attempts = retry.attempts + 1;
        if (
          r.seat.status !== "confirmed" ||
          r.occurrence.status !== "scheduled" ||
          r.occurrence.startsAt.getTime() <= at
        ) {
          await repo.finishRetry(retry.id, {
            status: "dropped",
            attempts: retry.attempts,
            channels,
            nextAttemptAt: null,
            lastError: retry.lastError,
          });
          continue;
        }
        const failed = failedOf(await remind(r, kind, channels));
        const next = failed.length ? retryAt(attempts, at) : null;
        count(channels, failed, next !== null);
        sent += channels.length - failed.length;
        await repo.finishRetry(retry.id, {
          status: failed.length === 0 ? "sent" : next !== null ? "pending" : "failed",
          attempts,
          channels: failed.length ? failed.map((f) => f.channel) : channels,
          nextAttemptAt: next !== null ? new Date(next) : null,
          lastError: failed.length ? errorOf(failed) : null,
        });
      }
      return sent;
    },
  };
}

export type CircleRemindersService = ReturnType<typeof createCircleRemindersService>;
