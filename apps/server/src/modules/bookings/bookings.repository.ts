// Bookings (and, through booking-payments.repository.ts, their payments): the only code that touches
// those tables. Reads and writes only; the services and settle-outcome.ts hold the rules.
import { PACKAGE_PAYMENT_PROVIDER as PREPAID } from "@saathi/contract/packages";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { deletionPending } from "../../platform/db/deletion-pending.ts";
import { disputeColumn, disputeJson } from "../../platform/db/dispute-columns.ts";
import { leftJoinPerson, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { refundedDoneSql, refundPendingSql, refundStateSql } from "../../platform/db/refund-columns.ts";
import { bookings, expertFeedbacks, payments } from "../../platform/db/schema/bookings.ts";
import { expertProfiles } from "../../platform/db/schema/experts.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { createBookingPaymentsRepository } from "./booking-payments.repository.ts";
import { createRescheduleRepository } from "./reschedule.repository.ts";

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** PostgreSQL error codes the service turns into answers (kept here for the bookings service). */
export { PG, pgCode, retryOnDeadlock } from "../../platform/db/pg-errors.ts";

/** A member's live holds (HELD, not run out), and whether one of their bookings has this create's key. */
const holdCount = z.object({ liveHolds: z.number(), sameKeyExists: z.boolean() });
export type HoldCount = z.infer<typeof holdCount>;

/** Advisory-lock class for "one member's hold creates take turns" (the object id is the member). */
const HOLDS_LOCK = 13_006;

export interface NewBooking {
  expertId: string;
  clientId: string;
  startsAt: Date;
  endsAt: Date;
  sessionType: string;
  language: string;
  amount: number;
  currency: string;
  provider: string;
  holdExpiresAt: Date;
  /** checkout (the member pays now) or guardian (a minor's booking waiting for their guardian). */
  holdKind?: "checkout" | "guardian";
  idempotencyKey: string | null;
}

/** A list row: the booking, its payment and the other person's profile. */
export const listRow = z.object({
  id: z.string(),
  status: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  session_type: z.string(),
  language: z.string(),
  cancel_reason: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  person_id: z.string(),
  person: personRow.nullable(),
  specialisations: z.array(z.string()),
  gateway_payment_id: z.string().nullable(),
  pay_status: z.string().nullable(),
  /** 'package' for a session booked with a package credit (decision 036). */
  pay_provider: z.string().nullable(),
  amount: z.number().nullable(),
  tax: z.number().nullable(),
  commission: z.number().nullable(),
  earning: z.number().nullable(),
  currency: z.string().nullable(),
  refund_status: z.string().nullable(),
  reviewed: z.boolean(),
  /** Paise refunded and on their way, and the reported problem. */
  refunded_done: z.number(),
  refund_pending: z.number(),
  /** none, pending, retrying or refunded (refund-columns.ts). */
  refund_state: z.string(),
  dispute: disputeJson.nullable(),
  /** The expert's pending proposal of a new time. */
  proposal: z.object({ id: z.string(), starts_at: z.string(), ends_at: z.string() }).nullable(),
  /** A minor's session: whether their guardian is present or kept informed (decision 038). */
  guardian_attendance: z.enum(["present", "informed"]).nullable(),
});
export type ListRow = z.infer<typeof listRow>;

/** refundOf's answer (paise). */
const refundSummary = z.object({
  amount: z.number(),
  refunded: z.number(),
  pending: z.number(),
  state: z.enum(["none", "pending", "retrying", "refunded"]),
});
export type RefundSummary = z.infer<typeof refundSummary>;

/** One line of paymentLines (the expert's name is read by the service). */
const paymentLineRow = z.object({
  id: z.string(),
  kind: z.enum(["payment", "refund"]),
  booking_id: z.string(),
  expert_id: z.string(),
  starts_at: z.string(),
  amount: z.number(),
  currency: z.string(),
  state: z.enum(["paid", "pending", "retrying", "refunded", "failed"]),
  at: z.string(),
  person: personRow.nullable(),
});
export type PaymentLineRow = z.infer<typeof paymentLineRow>;

export type ListScope =
  | { side: "member"; userId: string; when: "upcoming" | "completed" | "cancelled" }
  | { side: "expert"; userId: string; when: "upcoming" | "completed" | "cancelled" };

export function createBookingsRepository(db: Db) {
  return {
    ...createBookingPaymentsRepository(db),
    ...createRescheduleRepository(db),

    /**
     * Inserts a held booking after freeing this expert's overlapping holds that have run out. One
     * member's creates take turns (a transaction-scoped advisory lock on the member), so `admit` sees
     * a count of their live holds that no concurrent create can change before this one commits; it
     * throws to refuse.
     */
    async insertHeld(b: NewBooking, admit: (holds: HoldCount) => void): Promise<BookingRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${HOLDS_LOCK}, hashtext(${b.clientId}))`);
        const rows = await queryRows(
          tx,
          holdCount,
          sql`
          select count(*) filter (where status = 'HELD' and hold_expires_at > now())::int as "liveHolds",
                 coalesce(bool_or(idempotency_key = ${b.idempotencyKey}), false) as "sameKeyExists"
          from bookings where client_id = ${b.clientId}`,
        );
        admit(rows[0] ?? { liveHolds: 0, sameKeyExists: false });
        await tx.execute(sql`
          update bookings set status = 'EXPIRED', updated_at = now()
          where expert_id = ${b.expertId} and status = 'HELD' and hold_expires_at <= now()
            and tstzrange(starts_at, ends_at, '[)') && tstzrange(${b.startsAt.toISOString()}::timestamptz, ${b.endsAt.toISOString()}::timestamptz, '[)')`);
        const [row] = await tx.insert(bookings).values(b).returning();
        if (!row) throw new Error("booking insert returned nothing");
        return row;
      });
    },

    /**
     * A session paid with a package credit: the booking CONFIRMED at once with its payment row captured
     * (provider 'package', the package's gateway payment, the share and its split), in one transaction,
     * after freeing this expert's overlapping holds that have run out. The no-overlap constraint decides
     * a race for the slot exactly as for a held booking.
     */
    async insertPrepaid(
      b: Omit<NewBooking, "status" | "provider" | "holdExpiresAt" | "holdKind">,
      pay: { useId: string; paymentId: string; split: { tax: number; commission: number; earning: number } },
    ): Promise<BookingRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          update bookings set status = 'EXPIRED', updated_at = now()
          where expert_id = ${b.expertId} and status = 'HELD' and hold_expires_at <= now()
            and tstzrange(starts_at, ends_at, '[)') && tstzrange(${b.startsAt.toISOString()}::timestamptz, ${b.endsAt.toISOString()}::timestamptz, '[)')`);
        const [row] = await tx
          .insert(bookings)
          .values({ ...b, status: "CONFIRMED", provider: PREPAID, holdExpiresAt: new Date() })
          .returning();
        if (!row) throw new Error("booking insert returned nothing");
        await tx.insert(payments).values({
          bookingId: row.id,
          provider: PREPAID,
          gatewayOrderId: `package:${pay.useId}`,
          gatewayPaymentId: pay.paymentId,
          status: "captured",
          amount: row.amount,
          currency: row.currency,
          ...pay.split,
          capturedAt: new Date(),
        });
        return row;
      });
    },

    async byIdempotencyKey(clientId: string, key: string) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.clientId, clientId), eq(bookings.idempotencyKey, key)));
      return row ?? null;
    },

    /** The member's account is set to be deleted (a pending row of account-deletion's table). */
    deletionPending: (userId: string): Promise<boolean> => deletionPending(db, userId),

    async find(id: string): Promise<{ booking: BookingRow; payment: PaymentRow | null } | null> {
      const [row] = await db
        .select({ booking: bookings, payment: payments })
        .from(bookings)
        .leftJoin(payments, eq(payments.bookingId, bookings.id))
        .where(eq(bookings.id, id));
      return row ?? null;
    },

    /** Ends a hold that is still waiting: CANCELLED (checkout closed), FAILED or EXPIRED. */
    async releaseHold(id: string, status: "CANCELLED" | "FAILED" | "EXPIRED", paymentFailed: boolean) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(bookings)
          .set({ status, updatedAt: new Date() })
          .where(and(eq(bookings.id, id), eq(bookings.status, "HELD")))
          .returning({ id: bookings.id });
        if (rows.length && paymentFailed)
          await tx
            .update(payments)
            .set({ status: "failed", updatedAt: new Date() })
            .where(and(eq(payments.bookingId, id), eq(payments.status, "created")));
        return rows.length > 0;
      });
    },

    /** Cancels an upcoming confirmed booking; false when it is not one (any more). */
    async cancel(id: string, by: "member" | "expert" | "admin", reason: string | null) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(bookings)
          .set({
            status: "CANCELLED",
            cancelledAt: new Date(),
            cancelledBy: by,
            cancelReason: reason,
            updatedAt: new Date(),
          })
          .where(and(eq(bookings.id, id), eq(bookings.status, "CONFIRMED"), sql`${bookings.startsAt} > now()`))
          .returning({ id: bookings.id });
        if (rows.length)
          await tx
            .update(payments)
            .set({ refundStatus: "pending", updatedAt: new Date() })
            // A session paid from a package gives its credit back (its booking is no longer live), not money.
            .where(and(eq(payments.bookingId, id), eq(payments.status, "captured"), ne(payments.provider, PREPAID)));
        return rows.length > 0;
      });
    },

    /** One page of a list, with the other person's profile and the payment. */
    list(scope: ListScope, limit: number, offset: number): Promise<ListRow[]> {
      const mine = scope.side === "member" ? sql`b.client_id` : sql`b.expert_id`;
      const other = scope.side === "member" ? sql`b.expert_id` : sql`b.client_id`;
      const when =
        scope.when === "upcoming"
          ? sql`b.status = 'CONFIRMED' and b.ends_at > now() order by b.starts_at asc`
          : scope.when === "completed"
            ? sql`b.status = 'CONFIRMED' and b.ends_at <= now() order by b.starts_at desc`
            : sql`b.status = 'CANCELLED' order by b.cancelled_at desc nulls last`;
      return queryRows(
        db,
        listRow,
        sql`
        select b.id, b.status, b.starts_at, b.ends_at, b.session_type, b.language, b.cancel_reason, b.cancelled_by,
          b.guardian_attendance, ${other} as person_id, ${personColumns},
          array(select s.specialization from expert_specializations s where s.user_id = b.expert_id order by s.specialization) as specialisations,
          p.gateway_payment_id, p.status as pay_status, p.provider as pay_provider, p.amount, p.tax, p.commission, p.earning, p.currency, p.refund_status,
          exists(select 1 from expert_feedbacks f where f.booking_id = b.id) as reviewed,
          ${refundedDoneSql} as refunded_done, ${refundPendingSql} as refund_pending,
          ${refundStateSql} as refund_state, ${disputeColumn(sql`b.id`)},
          (select json_build_object('id', bp.id, 'starts_at', bp.starts_at, 'ends_at', bp.ends_at)
            from booking_proposals bp where bp.booking_id = b.id and bp.status = 'pending') as proposal
        from bookings b
        ${leftJoinPerson(other)}
        left join payments p on p.booking_id = b.id
        where ${mine} = ${scope.userId} and ${when}
        limit ${limit} offset ${offset}`,
      );
    },

    /** What a booking's payment has given back and where the rest stands (the cancellation notices). */
    async refundOf(bookingId: string): Promise<RefundSummary> {
      const rows = await queryRows(
        db,
        refundSummary,
        sql`
        select coalesce(p.amount, 0)::int as amount, ${refundedDoneSql} as refunded, ${refundPendingSql} as pending,
          ${refundStateSql} as state
        from bookings b left join payments p on p.booking_id = b.id where b.id = ${bookingId}`,
      );
      return rows[0] ?? { amount: 0, refunded: 0, pending: 0, state: "none" };
    },

    /**
     * The member's payments history: each captured session payment, and each refund of it (the refunds
     * rows, and a cancellation's whole-payment refund for what those rows did not give back), newest first.
     */
    async paymentLines(clientId: string, limit: number): Promise<PaymentLineRow[]> {
      const rows = await queryRows(
        db,
        paymentLineRow,
        sql`
        with mine as (
          select p.*, b.starts_at, b.expert_id, ${refundStateSql} as refund_state,
            coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status in ('refunded', 'pending')), 0)::int as in_rows
          from payments p join bookings b on b.id = p.booking_id
          where b.client_id = ${clientId} and p.status in ('captured', 'refunded') and p.captured_at is not null
            -- A session booked with a package credit is not a payment of its own (the package was).
            and p.provider <> ${PREPAID})
        select l.*, ${personColumns} from (
          select 'pay-' || m.id as id, 'payment' as kind, m.booking_id, m.expert_id, m.starts_at, m.amount, m.currency,
            'paid' as state, m.captured_at as at from mine m
          union all
          select 'ref-' || r.id, 'refund', m.booking_id, m.expert_id, m.starts_at, r.amount, m.currency,
            (case when r.status = 'pending' and (r.claimed_until is null or r.claimed_until < now()) then 'retrying'
              else r.status end), coalesce(r.refunded_at, r.created_at)
          from mine m join refunds r on r.payment_id = m.id
          union all
          select 'can-' || m.id, 'refund', m.booking_id, m.expert_id, m.starts_at, m.amount - m.in_rows, m.currency,
            (case when m.status = 'refunded' or m.refund_status = 'refunded' then 'refunded'
              when m.refund_claimed_until > now() then 'pending' else 'retrying' end),
            coalesce(m.refunded_at, m.updated_at)
          from mine m where m.refund_status in ('pending', 'refunded') and m.amount > m.in_rows
        ) l
        ${leftJoinPerson(sql`l.expert_id`)}
        order by l.at desc, l.kind desc limit ${limit}`,
      );
      return rows;
    },

    async expertCounts(expertId: string) {
      const rows = await queryRows(
        db,
        z.object({ upcoming: z.number(), completed: z.number(), cancelled: z.number() }),
        sql`
        select count(*) filter (where status = 'CONFIRMED' and ends_at > now())::int as upcoming,
               count(*) filter (where status = 'CONFIRMED' and ends_at <= now())::int as completed,
               count(*) filter (where status = 'CANCELLED')::int as cancelled
        from bookings where expert_id = ${expertId}`,
      );
      return rows[0] ?? { upcoming: 0, completed: 0, cancelled: 0 };
    },

    /** Adds a review and updates the expert's rating in the same transaction. */
    async insertReview(r: {
      bookingId: string;
      expertId: string;
      clientId: string;
      rating: number;
      content: string;
      moderationState?: "visible" | "held";
    }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(expertFeedbacks).values(r).returning();
        await tx
          .update(expertProfiles)
          .set({
            feedbackCount: sql`${expertProfiles.feedbackCount} + 1`,
            feedbackSum: sql`${expertProfiles.feedbackSum} + ${r.rating}`,
          })
          .where(eq(expertProfiles.userId, r.expertId));
        return row;
      });
    },

    /** Holds whose time ran out: EXPIRED, so the slot shows free and the row tells the truth. */
    async expireHolds(): Promise<{ id: string; hold_kind: string }[]> {
      return queryRows(
        db,
        z.object({ id: z.string(), hold_kind: z.string() }),
        sql`
        update bookings set status = 'EXPIRED', updated_at = now()
        where status = 'HELD' and hold_expires_at <= now() returning id, hold_kind`,
      );
    },

    /** A guardian's choice for a minor's session, recorded on the booking while it waits for them. */
    async setGuardianAttendance(id: string, attendance: "present" | "informed") {
      const rows = await db
        .update(bookings)
        .set({ guardianAttendance: attendance, updatedAt: new Date() })
        .where(and(eq(bookings.id, id), eq(bookings.status, "HELD"), eq(bookings.holdKind, "guardian")))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
