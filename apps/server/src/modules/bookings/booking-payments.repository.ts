// The payment side of bookings: orders, captures, refunds and webhook deliveries. Reads and writes only;
// what a captured payment means is decided in settle-outcome.ts.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { bookings, payments } from "../../platform/db/schema/bookings.ts";
import { anyRow, queryRows } from "../../platform/db/typed-query.ts";
import type { MoneySplit } from "../../platform/payments/money.ts";

type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A booking and its payment, locked for a settle. */
export interface SettleLocked {
  booking: BookingRow;
  payment: PaymentRow;
}

/** The one write a settle may make; it answers the two rows as written, so nobody reads them again. */
export interface SettleWriter {
  capture(paymentId: string, split: MoneySplit, confirm: boolean): Promise<SettleLocked>;
}

/**
 * A pending refund one worker holds until its lease runs out: what is left to give back once refunds rows
 * (admin, dispute) are counted, and the receipt that makes a repeat of it the same refund.
 */
export interface RefundClaim {
  bookingId: string;
  gatewayPaymentId: string;
  /** The payment's amount less what refunds rows gave back or are giving back (paise). */
  amount: number;
  /** What refunds rows committed, and the last gateway refund id among them. */
  committed: number;
  lastGatewayRefundId: string | null;
  /** The same for every attempt on this payment (Razorpay takes at most 40 characters). */
  receipt: string;
}

export function createBookingPaymentsRepository(db: Db) {
  /**
   * One statement: pending rows nobody holds (or whose holder's lease ran out) are locked and given a
   * lease; what each owes is read in the same statement. A row locked by another transaction is waited
   * for (`wait`: its claim condition is checked again on the row as that transaction left it, so of two
   * claimers one wins) or skipped (the job: the next run takes it).
   */
  const claim = async (which: ReturnType<typeof sql>, leaseSeconds: number, limit: number, wait: boolean) => {
    const rows = await queryRows(
      db,
      z.object({
        booking_id: z.string(),
        payment_row_id: z.string(),
        gateway_payment_id: z.string(),
        amount: z.number(),
        committed: z.number(),
        last_id: z.string().nullable(),
      }),
      sql`
      with claimed as (
        update payments p set refund_claimed_until = now() + make_interval(secs => ${leaseSeconds}::float8)
        where p.id in (
          select id from payments
          where refund_status = 'pending' and status = 'captured' and gateway_payment_id is not null
            and (refund_claimed_until is null or refund_claimed_until < now()) and ${which}
          order by updated_at limit ${limit}
          for update ${wait ? sql`` : sql`skip locked`})
        returning p.id, p.booking_id, p.gateway_payment_id, p.amount)
      select c.booking_id, c.id as payment_row_id, c.gateway_payment_id, c.amount, coalesce(r.committed, 0)::int as committed,
        r.last_id
      from claimed c left join lateral (
        select sum(amount) as committed,
          (array_agg(gateway_refund_id order by created_at desc) filter (where gateway_refund_id is not null))[1] as last_id
        from refunds where payment_id = c.id and status in ('pending', 'refunded')) r on true`,
    );
    return rows.map(
      (r): RefundClaim => ({
        bookingId: r.booking_id,
        gatewayPaymentId: r.gateway_payment_id,
        amount: r.amount - r.committed,
        committed: r.committed,
        lastGatewayRefundId: r.last_id,
        receipt: `c-${r.payment_row_id}`,
      }),
    );
  };

  return {
    async findByOrder(orderId: string) {
      const [row] = await db
        .select({ booking: bookings, payment: payments })
        .from(payments)
        .innerJoin(bookings, eq(payments.bookingId, bookings.id))
        .where(eq(payments.gatewayOrderId, orderId));
      return row ?? null;
    },

    async insertPayment(p: { bookingId: string; provider: string; orderId: string; amount: number; currency: string }) {
      await db.insert(payments).values({
        bookingId: p.bookingId,
        provider: p.provider,
        gatewayOrderId: p.orderId,
        amount: p.amount,
        currency: p.currency,
      });
    },

    /**
     * Runs `fn` on a booking and its payment locked for update, in one transaction, so that settles of
     * one booking take turns; `fn` decides (settle-outcome.ts) and writes through `write`. Null when the
     * booking or its payment does not exist.
     */
    async withSettleLock<T>(bookingId: string, fn: (rows: SettleLocked, write: SettleWriter) => Promise<T>) {
      return db.transaction(async (tx: Tx): Promise<T | null> => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
        const [payment] = await tx.select().from(payments).where(eq(payments.bookingId, bookingId)).for("update");
        if (!booking || !payment) return null;
        return fn(
          { booking, payment },
          {
            /** Records the captured payment: CONFIRMED booking, or a refund owed when the hold is gone. */
            async capture(paymentId, split, confirm) {
              const [paid] = await tx
                .update(payments)
                .set({
                  status: "captured",
                  gatewayPaymentId: paymentId,
                  tax: split.tax,
                  commission: split.commission,
                  earning: split.earning,
                  capturedAt: new Date(),
                  updatedAt: new Date(),
                  refundStatus: confirm ? "none" : "pending",
                })
                .where(eq(payments.id, payment.id))
                .returning();
              const [confirmed] = confirm
                ? await tx
                    .update(bookings)
                    .set({ status: "CONFIRMED", updatedAt: new Date() })
                    .where(eq(bookings.id, booking.id))
                    .returning()
                : [booking];
              // Both rows are locked by this transaction, so each update finds its row.
              if (!paid || !confirmed) throw new Error(`settle of booking ${booking.id} lost its locked rows`);
              return { booking: confirmed, payment: paid };
            },
          },
        );
      });
    },

    /**
     * Records the claimed refund's outcome and gives the claim up: refunded with the gateway's id, or
     * (null) still pending, for the next reconciliation to claim and retry.
     */
    async markRefund(bookingId: string, result: { refundId: string } | null) {
      await db
        .update(payments)
        .set(
          result
            ? {
                status: "refunded",
                refundStatus: "refunded",
                gatewayRefundId: result.refundId,
                refundedAt: new Date(),
                refundClaimedUntil: null,
                updatedAt: new Date(),
              }
            : { refundStatus: "pending", refundClaimedUntil: null, updatedAt: new Date() },
        )
        // A failure never writes over a refund another worker recorded (one whose lease ran out meanwhile).
        .where(
          result
            ? eq(payments.bookingId, bookingId)
            : and(eq(payments.bookingId, bookingId), eq(payments.refundStatus, "pending")),
        );
    },

    /**
     * Claims this booking's pending refund for `leaseSeconds`, so that only the claimer asks
     * the gateway. Null when there is none to claim: not pending, or another worker's lease still runs.
     */
    async claimRefund(bookingId: string, leaseSeconds: number): Promise<RefundClaim | null> {
      // Waits for a settle or a cancel holding the row a moment (skipping it would leave the refund to the job).
      return (await claim(sql`booking_id = ${bookingId}`, leaseSeconds, 1, true))[0] ?? null;
    },

    /**
     * Claims captured payments that still owe a refund (cancelled booking, late payment, failed
     * refund call) and that nobody holds: rows another worker is claiming are skipped, not waited for.
     */
    async claimPendingRefunds(leaseSeconds: number, limit = 200): Promise<RefundClaim[]> {
      return claim(sql`true`, leaseSeconds, limit, false);
    },

    /** Where a booking's cancellation refund stands now (after a claim was refused). */
    async refundState(bookingId: string): Promise<"none" | "pending" | "refunded"> {
      const [p] = await db
        .select({ status: payments.status, refundStatus: payments.refundStatus })
        .from(payments)
        .where(eq(payments.bookingId, bookingId));
      if (!p) return "none";
      if (p.status === "refunded" || p.refundStatus === "refunded") return "refunded";
      return p.refundStatus === "pending" ? "pending" : "none";
    },

    /** Orders that may have been paid without us hearing of it (client gone, webhook lost, a retry after a
     * failure), last 2 days. */
    async unsettledOrders(olderThanSeconds: number) {
      const rows = await queryRows(
        db,
        z.object({ booking_id: z.string(), order_id: z.string() }),
        sql`
        select p.booking_id, p.gateway_order_id as order_id from payments p
        where p.status in ('created', 'failed') and p.created_at < now() - make_interval(secs => ${olderThanSeconds})
          and p.created_at > now() - interval '2 days'
        order by p.created_at limit 200`,
      );
      return rows;
    },

    /**
     * Claims the refund of a second payment on an order, once: such a payment has no row of its own,
     * so the payment_events ledger remembers it. False when it was claimed before.
     */
    async claimExtraRefund(paymentId: string, provider: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        anyRow,
        sql`
        insert into payment_events (event_id, provider, type) values (${`refund-extra:${paymentId}`}, ${provider}, 'refund.extra_payment')
        on conflict do nothing returning event_id`,
      );
      return rows.length > 0;
    },

    /** Marks a webhook event handled; false when it was handled before. */
    async firstDelivery(eventId: string, provider: string, type: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        anyRow,
        sql`
        insert into payment_events (event_id, provider, type) values (${eventId}, ${provider}, ${type})
        on conflict do nothing returning event_id`,
      );
      return rows.length > 0;
    },
  };
}
