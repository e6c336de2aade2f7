// Session reminders and their delivery log (decision 026). Reads and writes only: the service and the
// worker hold the rules. A due reminder is claimed with FOR UPDATE SKIP LOCKED and leased (its
// next_attempt_at moves ahead) in one statement, so several server processes never send one twice.
import {
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  REMINDER_STATUSES,
  type ReminderChannelName,
  type ReminderKind,
  type ReminderStatus,
} from "@saathi/contract/reminders";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { type PersonRow, personById, personRow } from "../../platform/db/person-columns.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";

export type ReminderRow = {
  id: string;
  booking_id: string;
  recipient_id: string;
  kind: ReminderKind;
  starts_at: Date;
  due_at: Date;
  status: ReminderStatus;
  attempts: number;
  next_attempt_at: Date | null;
  pending_channels: ReminderChannelName[] | null;
  last_error: string | null;
};

export type DeliveryRow = {
  reminder_id: string;
  channel: ReminderChannelName;
  status: string;
  attempt: number;
  error: string | null;
  at: Date;
};

/** What sending a reminder needs to know about its booking. */
export interface BookingFacts {
  id: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  clientId: string;
  expertId: string;
  member: PersonRow | null;
  expert: PersonRow | null;
  /** The zone of the expert's weekly schedule (the most used one), if any. */
  expertZone: string | null;
  /** A call was started for this booking (a room is opened by whoever joins first). */
  anyoneJoined: boolean;
}

export interface NewReminder {
  bookingId: string;
  recipientId: string;
  kind: ReminderKind;
  startsAt: Date;
  dueAt: Date;
  status: "pending" | "skipped";
  lastError: string | null;
}

export interface NewDelivery {
  reminderId: string;
  channel: ReminderChannelName;
  status: string;
  attempt: number;
  error: string | null;
  at: Date;
}

/** A reminder as raw SQL returns it: its times are PostgreSQL's text until asRow makes them Dates. */
const reminderRaw = z.object({
  id: z.string(),
  booking_id: z.string(),
  recipient_id: z.string(),
  kind: z.enum(REMINDER_KINDS),
  starts_at: z.string(),
  due_at: z.string(),
  status: z.enum(REMINDER_STATUSES),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  pending_channels: z.array(z.enum(REMINDER_CHANNELS)).nullable(),
  last_error: z.string().nullable(),
});

const deliveryRaw = z.object({
  reminder_id: z.string(),
  channel: z.enum(REMINDER_CHANNELS),
  status: z.string(),
  attempt: z.number(),
  error: z.string().nullable(),
  at: z.string(),
});

const bookingFactsRow = z.object({
  id: z.string(),
  status: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  client_id: z.string(),
  expert_id: z.string(),
  member: personRow.nullable(),
  expert: personRow.nullable(),
  expert_zone: z.string().nullable(),
  anyone_joined: z.boolean(),
});

const COLUMNS = sql`id, booking_id, recipient_id, kind, starts_at, due_at, status, attempts, next_attempt_at,
  pending_channels, last_error`;

const toDate = (v: string) => new Date(v);
const asRow = (r: z.infer<typeof reminderRaw>): ReminderRow => ({
  ...r,
  starts_at: toDate(r.starts_at),
  due_at: toDate(r.due_at),
  next_attempt_at: r.next_attempt_at ? toDate(r.next_attempt_at) : null,
});

export function createRemindersRepository(db: Db) {
  return {
    async booking(bookingId: string): Promise<BookingFacts | null> {
      const r = await queryRow(
        db,
        bookingFactsRow,
        sql`
        select b.id, b.status, b.starts_at, b.ends_at, b.client_id, b.expert_id,
          ${personById(sql`b.client_id`)} as member, ${personById(sql`b.expert_id`)} as expert,
          (select s.timezone from expert_weekly_schedule s where s.user_id = b.expert_id
            group by s.timezone order by count(*) desc, s.timezone limit 1) as expert_zone,
          exists (select 1 from call_rooms r where r.booking_id = b.id) as anyone_joined
        from bookings b where b.id = ${bookingId}`,
      );
      if (!r) return null;
      return {
        id: r.id,
        status: r.status,
        startsAt: new Date(r.starts_at),
        endsAt: new Date(r.ends_at),
        clientId: r.client_id,
        expertId: r.expert_id,
        member: r.member,
        expert: r.expert,
        expertZone: r.expert_zone,
        anyoneJoined: r.anyone_joined,
      };
    },

    /** Inserts the reminders not there yet (one per booking, recipient and kind); answers the new ones. */
    async insert(rows: NewReminder[]): Promise<ReminderRow[]> {
      if (!rows.length) return [];
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.bookingId}::uuid, ${r.recipientId}::uuid, ${r.kind}, ${r.startsAt.toISOString()}::timestamptz,
              ${r.dueAt.toISOString()}::timestamptz, ${r.status},
              ${r.status === "pending" ? r.dueAt.toISOString() : null}::timestamptz, ${r.lastError})`,
        ),
        sql`, `,
      );
      const out = await queryRows(
        db,
        reminderRaw,
        sql`
        insert into session_reminders (booking_id, recipient_id, kind, starts_at, due_at, status, next_attempt_at, last_error)
        values ${values}
        on conflict (booking_id, recipient_id, kind) do nothing
        returning ${COLUMNS}`,
      );
      return out.map(asRow);
    },

    async log(rows: NewDelivery[]): Promise<void> {
      if (!rows.length) return;
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.reminderId}::uuid, ${r.channel}, ${r.status}, ${r.attempt}, ${r.error}, ${r.at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      await db.execute(
        sql`insert into reminder_deliveries (reminder_id, channel, status, attempt, error, at) values ${values}`,
      );
    },

    /** Pending reminders of a booking end (the booking was cancelled); answers how many. */
    async cancelPending(bookingId: string, reason: string): Promise<number> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`
        update session_reminders set status = 'cancelled', next_attempt_at = null, last_error = ${reason},
          updated_at = now()
        where booking_id = ${bookingId} and status = 'pending' returning id`,
      );
      return rows.length;
    },

    /** Every reminder of a booking but its confirmations (the ones a new start time moves). */
    async timed(bookingId: string): Promise<ReminderRow[]> {
      const rows = await queryRows(
        db,
        reminderRaw,
        sql`select ${COLUMNS} from session_reminders where booking_id = ${bookingId} and kind <> 'confirmation'`,
      );
      return rows.map(asRow);
    },

    /** Sets a reminder to a new start and due time: pending again with fresh tries, or skipped. */
    async move(id: string, startsAt: Date, dueAt: Date, status: "pending" | "skipped", reason: string | null) {
      await db.execute(sql`
        update session_reminders set starts_at = ${startsAt.toISOString()}::timestamptz,
          due_at = ${dueAt.toISOString()}::timestamptz, status = ${status}, attempts = 0,
          next_attempt_at = ${status === "pending" ? dueAt.toISOString() : null}::timestamptz,
          pending_channels = null, last_error = ${reason}, updated_at = now()
        where id = ${id}`);
    },

    /**
     * Claims up to `limit` reminders due at `now` for this process: locked rows another process is
     * claiming are skipped, and each claimed row's next try moves `leaseMs` ahead (a process that dies
     * while sending leaves it to be claimed again then). The try count grows here.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<ReminderRow[]> {
      const rows = await queryRows(
        db,
        reminderRaw,
        sql`
        update session_reminders r
          set attempts = r.attempts + 1, next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
            updated_at = now()
        from (
          select id from session_reminders
          where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
          order by next_attempt_at limit ${limit}
          for update skip locked
        ) due
        where r.id = due.id
        returning r.id, r.booking_id, r.recipient_id, r.kind, r.starts_at, r.due_at, r.status, r.attempts,
          r.next_attempt_at, r.pending_channels, r.last_error`,
      );
      return rows.map(asRow);
    },

    /** The outcome of a try. */
    async finish(
      id: string,
      o: {
        status: ReminderStatus;
        nextAttemptAt: Date | null;
        pendingChannels: string[] | null;
        lastError: string | null;
      },
    ) {
      const channels = o.pendingChannels ? `{${o.pendingChannels.join(",")}}` : null;
      await db.execute(sql`
        update session_reminders set status = ${o.status},
          next_attempt_at = ${o.nextAttemptAt?.toISOString() ?? null}::timestamptz,
          pending_channels = ${channels}::text[], last_error = ${o.lastError}, updated_at = now()
        where id = ${id}`);
    },

    /** A booking's reminders (by due time) and their log (oldest first). */
    async forBooking(bookingId: string): Promise<{ reminders: ReminderRow[]; deliveries: DeliveryRow[] }> {
      const rows = await queryRows(
        db,
        reminderRaw,
        sql`select ${COLUMNS} from session_reminders where booking_id = ${bookingId} order by due_at, kind, recipient_id`,
      );
      const deliveries = await queryRows(
        db,
        deliveryRaw,
        sql`
        select d.reminder_id, d.channel, d.status, d.attempt, d.error, d.at
        from reminder_deliveries d join session_reminders r on r.id = d.reminder_id
        where r.booking_id = ${bookingId} order by d.id`,
      );
      return {
        reminders: rows.map(asRow),
        deliveries: deliveries.map((d) => ({ ...d, at: toDate(d.at) })),
      };
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
