// Refund rows and the payment they belong to. Reads and writes only: refunds.service.ts decides
// (money.policy.ts) inside `withPaymentLock`, so two refunds of one payment take turns.
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AuditRecord } from "../../platform/audit/audit-log.ts";
import { writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { bookings, payments } from "../../platform/db/schema/bookings.ts";
import { refunds } from "../../platform/db/schema/trust.ts";
import { anyRow, queryRows } from "../../platform/db/typed-query.ts";

export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The locked payment, its booking, what its refunds committed, and the refund of this key if any. */
export interface LockedPayment {
  booking: BookingRow;
  payment: PaymentRow;
  committed: number;
  sameKey: RefundRow | null;
}

/** What the service asks to write under the lock: a refund row and its audit record. */
export interface RefundWrite {
  row: typeof refunds.$inferInsert & { id: string };
  audit: AuditRecord;
}

const committedOf = async (tx: Tx, paymentId: string) => {
  const rows = await queryRows(
    tx,
    z.object({ total: z.number() }),
    sql`
    select coalesce(sum(amount), 0)::int as total from refunds
    where payment_id = ${paymentId} and status in ('pending', 'refunded')`,
  );
  return rows[0]?.total ?? 0;
};

export function createRefundsRepository(db: Db) {
  return {
    /**
     * Locks the booking's payment row, then lets `decide` look at it: it answers an existing refund,
     * throws to refuse, or returns a write that is made in the same transaction (row + audit).
     * Null when the booking has no payment.
     */
    async withPaymentLock<T extends RefundRow>(
      bookingId: string,
      key: string,
      decide: (locked: LockedPayment) => RefundWrite | { existing: RefundRow },
    ): Promise<{ refund: RefundRow; created: boolean; booking: BookingRow; payment: PaymentRow } | null> {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.bookingId, bookingId)).for("update");
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
        if (!payment || !booking) return null;
        const [sameKey] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
        const committed = await committedOf(tx, payment.id);
        const next = decide({ booking, payment, committed, sameKey: sameKey ?? null });
        if ("existing" in next) return { refund: next.existing as T, created: false, booking, payment };
        const [row] = await tx.insert(refunds).values(next.row).returning();
        if (!row) throw new Error("refund insert returned nothing");
        await writeAudit(tx, next.audit);
        return { refund: row, created: true, booking, payment };
      });
    },

    /**
     * The gateway refunded: the row becomes refunded; when the payment's refunds now cover it all,
     * the payment is marked refunded as a cancellation refund would be. Answers the refunded total.
     */
    async markRefunded(refundId: string, gatewayRefundId: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(refunds)
          .set({ status: "refunded", gatewayRefundId, refundedAt: new Date(), claimedUntil: null })
          .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
          .returning();
        if (!row) return null;
        const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId)).for("update");
        const rows = await queryRows(
          tx,
          z.object({ total: z.number() }),
          sql`
          select coalesce(sum(amount), 0)::int as total from refunds where payment_id = ${row.paymentId} and status = 'refunded'`,
        );
        const total = rows[0]?.total ?? 0;
        if (payment && total >= payment.amount)
          await tx
            .update(payments)
            .set({
              status: "refunded",
              refundStatus: "refunded",
              gatewayRefundId,
              refundedAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(payments.id, payment.id));
        return { row, total };
      });
    },

    /**
     * Takes a pending refund for `leaseSeconds` before the gateway is asked: false when it is
     * no longer pending or another worker holds it. A lease that ran out (a crashed worker) is taken over.
     */
    async claim(refundId: string, leaseSeconds: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        anyRow,
        sql`
        update refunds set claimed_until = now() + make_interval(secs => ${leaseSeconds}::float8)
        where id = ${refundId} and status = 'pending' and (claimed_until is null or claimed_until < now())
        returning id`,
      );
      return rows.length > 0;
    },
    /** Gives a claim back after a failed gateway call, so the next retry may take it at once. */
    async release(refundId: string): Promise<void> {
      await db.execute(sql`update refunds set claimed_until = null where id = ${refundId} and status = 'pending'`);
    },

    /** Refunds the gateway has not confirmed yet, older than `seconds` (the first try is not racing). */
    async pendingOlderThan(seconds: number, limit = 50) {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`
        select id from refunds where status = 'pending' and created_at < now() - make_interval(secs => ${seconds})
        order by created_at limit ${limit}`,
      );
      return rows.map((r) => r.id);
    },

    async find(id: string) {
      const [row] = await db
        .select({ refund: refunds, gatewayPaymentId: payments.gatewayPaymentId })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(eq(refunds.id, id));
      return row ?? null;
    },

    async byKey(key: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key));
      return row ?? null;
    },

    listForBooking: (bookingId: string) =>
      db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt)),

    /** The booking's payment and what its refunds committed (no lock: for showing). */
    async paymentState(bookingId: string) {
      const [payment] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
      if (!payment) return null;
      const rows = await queryRows(
        db,
        z.object({ total: z.number() }),
        sql`
        select coalesce(sum(amount), 0)::int as total from refunds
        where payment_id = ${payment.id} and status in ('pending', 'refunded')`,
      );
      return { payment, committed: rows[0]?.total ?? 0 };
    },

    /** The two people of a booking, with their emails (for the refund email and notifications). */
    async parties(bookingId: string) {
      const rows = await queryRows(
        db,
        z.object({
          client_id: z.string(),
          expert_id: z.string(),
          starts_at: z.string(),
          member_email: z.string(),
          expert_email: z.string(),
          expert_name: z.string(),
        }),
        sql`
        select b.client_id, b.expert_id, b.starts_at, m.email as member_email, e.email as expert_email,
          e.name as expert_name
        from bookings b join "user" m on m.id = b.client_id join "user" e on e.id = b.expert_id
        where b.id = ${bookingId}`,
      );
      return rows[0] ?? null;
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
