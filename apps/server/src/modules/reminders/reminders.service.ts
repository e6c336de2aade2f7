// Session reminders (decision 026): scheduled when a booking is confirmed, cancelled with it,
// moved when its start changes; the delivery log for both people and admins; the calendar invite; and
// 'I need help' when nobody joined the call (a dispute through the money module's service).
import type { BookingDispute, CreateDisputeBody } from "@saathi/contract/booking-disputes";
import {
  type BookingReminders,
  bookingCalendarPath,
  NO_SHOW_AFTER_MINUTES,
  REMINDER_MSG,
  REMINDER_REASONS_TEXT,
  type ReminderChannelName,
  type ReminderKind,
} from "@saathi/contract/reminders";
import { AppError } from "../../platform/http/errors.ts";
import type { ReminderChannels } from "./reminder-channels.ts";
import { createReminderSender, messageFor, type SenderDeps } from "./reminder-sender.service.ts";
import { inviteOf } from "./reminder-text.ts";
import { REMINDERS_SERVER_MSG } from "./reminders.messages.ts";
import {
  canSeeReminders,
  dueAt,
  helpRefusal,
  recipientSide,
  SCHEDULED_KINDS,
  worthScheduling,
} from "./reminders.policy.ts";
import type { BookingFacts, NewDelivery, NewReminder, ReminderRow } from "./reminders.repository.ts";

export interface RemindersDeps extends Omit<SenderDeps, "reschedule"> {
  channels: ReminderChannels;
  disputes: {
    report(
      userId: string,
      bookingId: string,
      body: CreateDisputeBody,
      opts?: { opensAt?: number },
    ): Promise<BookingDispute>;
    forBooking(userId: string, bookingId: string): Promise<BookingDispute>;
  };
  now?: () => number;
}

const notFound = () => new AppError(404, "BOOKING_NOT_FOUND", REMINDER_MSG.bookingNotFound);

export function createRemindersService(d: RemindersDeps) {
  const now = d.now ?? Date.now;

  /** 'queued' in the log for each channel the recipient allows now (per recipient, asked once). */
  const queued = async (rows: ReminderRow[], at: Date) => {
    const byRecipient = new Map<string, ReminderChannelName[]>();
    const log: NewDelivery[] = [];
    for (const row of rows) {
      if (row.status !== "pending") continue;
      let names = byRecipient.get(row.recipient_id);
      if (!names) {
        names = [];
        for (const c of d.channels.list()) if ((await c.allows(row.recipient_id)) === true) names.push(c.name);
        byRecipient.set(row.recipient_id, names);
      }
      for (const channel of names)
        log.push({ reminderId: row.id, channel, status: "queued", attempt: 0, error: null, at });
    }
    await d.repo.log(log);
  };

  const plan = (b: BookingFacts, kinds: readonly ReminderKind[], at: number): NewReminder[] =>
    [b.clientId, b.expertId].flatMap((recipientId) =>
      kinds.map((kind) => {
        const due = dueAt(kind, b.startsAt.getTime(), at);
        const worth = worthScheduling(kind, due, at, b.endsAt.getTime());
        return {
          bookingId: b.id,
          recipientId,
          kind,
          startsAt: b.startsAt,
          dueAt: new Date(due),
          status: worth ? ("pending" as const) : ("skipped" as const),
          lastError: worth ? null : REMINDER_REASONS_TEXT.bookedLate,
        };
      }),
    );

  const service = {
    /** A booking became CONFIRMED: its reminders for both people (again: nothing new). */
    async schedule(bookingId: string): Promise<void> {
      const b = await d.repo.booking(bookingId);
      if (b?.status !== "CONFIRMED") return;
      const at = now();
      await queued(await d.repo.insert(plan(b, SCHEDULED_KINDS, at)), new Date(at));
    },

    /** The booking was cancelled: its pending reminders end. */
    async cancel(bookingId: string): Promise<void> {
      await d.repo.cancelPending(bookingId, REMINDER_REASONS_TEXT.bookingGone);
    },

    /** The booking's start changed (rescheduling): every reminder but the confirmation moves with it. */
    async reschedule(bookingId: string): Promise<void> {
      const b = await d.repo.booking(bookingId);
      if (!b) return;
      if (b.status !== "CONFIRMED") return service.cancel(bookingId);
      const rows = await d.repo.timed(bookingId);
      if (!rows.length) return service.schedule(bookingId);
      const at = now();
      const moved: ReminderRow[] = [];
      for (const row of rows) {
        if (row.starts_at.getTime() === b.startsAt.getTime()) continue;
        const due = dueAt(row.kind, b.startsAt.getTime(), at);
        const worth = worthScheduling(row.kind, due, at, b.endsAt.getTime());
        await d.repo.move(
          row.id,
          b.startsAt,
          new Date(due),
          worth ? "pending" : "skipped",
          worth ? null : REMINDER_REASONS_TEXT.bookedLate,
        );
        if (worth) moved.push({ ...row, status: "pending" });
      }
      await queued(moved, new Date(at));
    },

    /** The log of a booking, for its member or expert (404 for anyone else). */
    async forParticipant(userId: string, bookingId: string): Promise<BookingReminders> {
      const b = await d.repo.booking(bookingId);
      if (!b || !canSeeReminders(userId, b)) throw notFound();
      // Each person sees their own reminders only; the other side's are theirs (admins see both).
      return present(b, userId === b.clientId ? await helpOpen(userId, b) : false, userId);
    },

    /** The log of a booking for the admin console. */
    async forAdmin(bookingId: string): Promise<BookingReminders> {
      const b = await d.repo.booking(bookingId);
      if (!b) throw notFound();
      return present(b, false);
    },

    /** The booking's calendar invite (.ics) for its member or expert. */
    async invite(userId: string, bookingId: string): Promise<string> {
      const b = await d.repo.booking(bookingId);
      if (!b || !canSeeReminders(userId, b) || b.status !== "CONFIRMED") throw notFound();
      const at = new Date(now());
      return inviteOf(await messageFor(d, { id: b.id, kind: "confirmation", recipient_id: userId }, b, at));
    },

    /** 'I need help' after a no-show: a problem report the admins see in their disputes queue. */
    async askForHelp(userId: string, bookingId: string) {
      const b = await d.repo.booking(bookingId);
      if (!b || !canSeeReminders(userId, b)) throw notFound();
      const why = helpRefusal(userId, times(b), await facts(userId, b), now());
      if (why === "not_member") throw new AppError(403, "ONLY_MEMBER", REMINDER_MSG.onlyMember);
      if (why === "exists") throw new AppError(409, "HELP_ASKED", REMINDER_MSG.helpExists);
      if (why) throw new AppError(409, "NOT_A_NO_SHOW", REMINDER_MSG.helpNotNow);
      const dispute = await d.disputes.report(
        userId,
        bookingId,
        { category: "other", description: REMINDERS_SERVER_MSG.noShowDispute },
        { opensAt: b.startsAt.getTime() + NO_SHOW_AFTER_MINUTES * 60_000 },
      );
      return { disputeId: dispute.id, message: REMINDER_MSG.helpAsked };
    },

    /** The worker's one try of a claimed reminder. */
    send: (row: ReminderRow, at: Date) => sender.send(row, at),
  };

  const sender = createReminderSender({ ...d, reschedule: service.reschedule });
  const times = (b: BookingFacts) => ({
    clientId: b.clientId,
    status: b.status,
    startsAt: b.startsAt.getTime(),
    endsAt: b.endsAt.getTime(),
  });
  const facts = async (userId: string, b: BookingFacts) => ({
    anyoneJoined: b.anyoneJoined,
    hasDispute: await d.disputes.forBooking(userId, b.id).then(
      () => true,
      () => false,
    ),
  });
  const helpOpen = async (userId: string, b: BookingFacts) =>
    helpRefusal(userId, times(b), await facts(userId, b), now()) === null;

  async function present(b: BookingFacts, canAskForHelp: boolean, onlyFor?: string): Promise<BookingReminders> {
    const { reminders, deliveries } = await d.repo.forBooking(b.id);
    return {
      bookingId: b.id,
      canAskForHelp,
      calendarUrl: bookingCalendarPath(b.id),
      reminders: reminders
        .filter((r) => !onlyFor || r.recipient_id === onlyFor)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          recipient: recipientSide(r.recipient_id, b),
          dueAt: r.due_at.toISOString(),
          status: r.status,
          attempts: r.attempts,
          nextAttemptAt: r.status === "pending" && r.next_attempt_at ? r.next_attempt_at.toISOString() : null,
          lastError: r.last_error,
          deliveries: deliveries
            .filter((x) => x.reminder_id === r.id)
            .map((x) => ({
              channel: x.channel,
              status: x.status as BookingReminders["reminders"][number]["deliveries"][number]["status"],
              attempt: x.attempt,
              error: x.error,
              at: x.at.toISOString(),
            })),
        })),
    };
  }

  return service;
}

export type RemindersService = ReturnType<typeof createRemindersService>;
