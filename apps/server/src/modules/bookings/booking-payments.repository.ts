// The payment side of bookings: orders, captures, refunds and webhook deliveries. Reads and writes only;
// what a captured payment means is decided in settle-outcome.ts.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { bookings, payments } from "../../platform/db/schema/bookings.ts";
import type { MoneySplit } from "../../platform/payments/money.ts";

type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A booking and its payment, locked for a settle. */
export interface SettleLocked {
  booking: BookingRow;
  payment: PaymentRow;
}

/** The one write a settle may make. */
export interface SettleWriter {
  capture(paymentId: string, split: MoneySplit, confirm: boolean): Promise<void>;
}

export function createBookingPaymentsRepository(db: Db) {
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
              await tx
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
                .where(eq(payments.id, payment.id));
              if (confirm)
                await tx
                  .update(bookings)
                  .set({ status: "CONFIRMED", updatedAt: new Date() })
                  .where(eq(bookings.id, booking.id));
            },
          },
        );
      });
    },

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
                updatedAt: new Date(),
              }
            : { refundStatus: "pending", updatedAt: new Date() },
        )
        .where(eq(payments.bookingId, bookingId));
    },

    /**
     * Issue 15: what refunds rows (admin, dispute) already gave back or are giving back on this
     * booking's payment, so a cancellation refunds only the rest.
     */
    async refundsCommitted(bookingId: string) {
      const { rows } = await db.execute<{ committed: number; last_id: string | null }>(sql`
        select coalesce(sum(amount), 0)::int as committed,
          (array_agg(gateway_refund_id order by created_at desc) filter (where gateway_refund_id is not null))[1] as last_id
        from refunds where booking_id = ${bookingId} and status in ('pending', 'refunded')`);
      return { committed: rows[0]?.committed ?? 0, lastGatewayRefundId: rows[0]?.last_id ?? null };
    },

    /** Orders that may have been paid without us hearing of it (client gone, webhook lost, a retry after a
     * failure), last 2 days. */
    async unsettledOrders(olderThanSeconds: number) {
      const { rows } = await db.execute<{ booking_id: string; order_id: string }>(sql`
        select p.booking_id, p.gateway_order_id as order_id from payments p
        where p.status in ('created', 'failed') and p.created_at < now() - make_interval(secs => ${olderThanSeconds})
          and p.created_at > now() - interval '2 days'
        order by p.created_at limit 200`);
      return rows;
    },

    /** Captured payments that still owe a refund (cancelled booking, late payment, failed refund call). */
    async pendingRefunds() {
      const { rows } = await db.execute<{ booking_id: string; payment_id: string; amount: number }>(sql`
        select p.booking_id, p.gateway_payment_id as payment_id,
          p.amount - coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status in ('pending', 'refunded')), 0)::int as amount
        from payments p
        where p.refund_status = 'pending' and p.status = 'captured' and p.gateway_payment_id is not null limit 200`);
      return rows;
    },

    /**
     * Claims the refund of a second payment on an order, once: such a payment has no row of its own,
     * so the payment_events ledger remembers it. False when it was claimed before.
     */
    async claimExtraRefund(paymentId: string, provider: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        insert into payment_events (event_id, provider, type) values (${`refund-extra:${paymentId}`}, ${provider}, 'refund.extra_payment')
        on conflict do nothing returning event_id`);
      return rows.length > 0;
    },

    /** Marks a webhook event handled; false when it was handled before. */
    async firstDelivery(eventId: string, provider: string, type: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        insert into payment_events (event_id, provider, type) values (${eventId}, ${provider}, ${type})
        on conflict do nothing returning event_id`);
      return rows.length > 0;
    },
  };
}
