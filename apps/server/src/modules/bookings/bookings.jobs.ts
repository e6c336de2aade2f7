// Background work on bookings: holds that ran out, payments nobody told us about, refunds to retry.
// Plain functions (tests call them directly); platform/jobs schedules them with pg-boss.
import type { Logger } from "pino";
import { expertListingsChanged } from "../../platform/cache/expert-listings.ts";
import type { PaymentGateway } from "../../platform/payments/gateway.ts";
import { createRefundSender } from "./booking-refunds.ts";
import type { BookingsRepository } from "./bookings.repository.ts";
import type { BookingsService } from "./bookings.service.ts";

export function createBookingJobs(d: {
  repo: BookingsRepository;
  bookings: BookingsService;
  gateway: PaymentGateway;
  log: Logger;
  /** A minor's holds that ran out before their guardian answered: young-people tells them. */
  guardianHoldsExpired?: (bookingIds: string[]) => Promise<void>;
  /** How long a claimed refund is the claimer's (booking-refunds.ts; tests shorten it). */
  refundLeaseSeconds?: number;
}) {
  const refunds = createRefundSender({
    repo: d.repo,
    gateway: d.gateway,
    log: d.log,
    leaseSeconds: d.refundLeaseSeconds,
    onRetried: (bookingId, paise) => d.bookings.refundRetried(bookingId, paise),
  });
  return {
    /** HELD past hold_expires_at becomes EXPIRED. */
    async expireHolds() {
      const rows = await d.repo.expireHolds();
      if (rows.length) {
        d.log.info({ count: rows.length }, "expired slot holds");
        expertListingsChanged(); // those hours are free again on public answers
      }
      const guardian = rows.filter((r) => r.hold_kind === "guardian").map((r) => r.id);
      if (guardian.length)
        await d.guardianHoldsExpired?.(guardian).catch((err) => d.log.error({ err }, "guardian holds not told"));
      return rows.length;
    },

    /**
     * Asks the gateway about orders still waiting after `graceSeconds`: a captured payment confirms its
     * booking (or is refunded when the hold has gone); then retries refunds still owed (each claimed first).
     */
    async reconcile(graceSeconds = 60) {
      let settled = 0;
      for (const { booking_id, order_id } of await d.repo.unsettledOrders(graceSeconds)) {
        try {
          const paid = (await d.gateway.orderPayments(order_id)).find((p) => p.status === "captured");
          if (paid) {
            await d.bookings.settle(booking_id, paid.paymentId);
            settled++;
          }
        } catch (err) {
          d.log.error({ err, orderId: order_id }, "reconciliation of an order failed");
        }
      }
      // Each pending refund is claimed first, so two nodes (or a cancel) never both send it.
      const refunded = await refunds.retryPending();
      if (settled || refunded) d.log.info({ settled, refunded }, "payments reconciled");
      return { settled, refunded };
    },
  };
}

export type BookingJobs = ReturnType<typeof createBookingJobs>;
