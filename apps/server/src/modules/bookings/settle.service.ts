// Settling a booking's payment: confirming it, or giving the money back, and telling the truth about
// which. Shared by verify (bookings.service.ts), webhooks (payment-events.service.ts) and reconciliation.
import { BOOKING_EVENTS, BOOKING_MSG } from "@saathi/contract/bookings";
import { channels } from "@saathi/contract/realtime";
import { expertListingsChanged } from "../../platform/cache/expert-listings.ts";
import { AppError } from "../../platform/http/errors.ts";
import { paymentOutcome } from "../../platform/observability/metrics.ts";
import { splitPayment } from "../../platform/payments/money.ts";
import { createRefundSender } from "./booking-refunds.ts";
import type { BookingsDeps } from "./bookings.deps.ts";
import type { BookingRow } from "./bookings.repository.ts";
import { createCancelNotices } from "./cancel-notices.ts";
import { decideSettle, type SettleAnswer, type SettleStep, settleAnswer } from "./settle-outcome.ts";

const notFound = () => new AppError(404, "BOOKING_NOT_FOUND", BOOKING_MSG.notFound);

export function createSettlement(
  d: Pick<BookingsDeps, "bookings" | "payments" | "notifications" | "publisher" | "log" | "reminders" | "messenger">,
) {
  // Every path that cancels or gives money back tells both people the same way (cancel-notices.ts).
  const notices = createCancelNotices(d);
  const { gateway } = d.payments;
  /** Both people on a booking refresh their lists. */
  const changed = (b: BookingRow) => {
    // The expert's next free slot on public answers (featured, directory) may have moved.
    expertListingsChanged();
    return d.publisher.publishMany([channels.user(b.clientId), channels.user(b.expertId)], BOOKING_EVENTS.changed, {
      bookingId: b.id,
    });
  };
  // Claimed before the gateway is asked, so a reconciliation job on any node never sends it too.
  const refunds = createRefundSender({ repo: d.bookings, gateway, log: d.log });
  /** Gives back a booking's pending refund now; "pending" when it failed (the job retries) or is under way. */
  const refund = (b: BookingRow) => refunds.refundNow(b.id);

  /**
   * A captured payment, whoever reports it (checkout, webhook, reconciliation). The step is decided on
   * the locked rows (settle-outcome.ts), and the answer is read from those rows as this settle left
   * them (and, for a late payment, from the refund's recorded outcome), so every caller, first or
   * repeated or racing, is told where the booking really stands. The locked read is the only read of
   * the booking here: the callers have already read it to find or authorise it.
   */
  const settle = async (
    bookingId: string,
    paymentId: string,
  ): Promise<{ step: SettleStep; answer: SettleAnswer; status: string }> => {
    const settled = await d.bookings.withSettleLock(bookingId, async (rows, write) => {
      const step = decideSettle(rows, paymentId);
      if (step !== "confirm" && step !== "refund") return { step, rows };
      const split = splitPayment(rows.booking.amount, d.payments.gstPercent, d.payments.commissionPercent);
      return { step, rows: await write.capture(paymentId, split, step === "confirm") };
    });
    if (!settled) throw notFound();
    const { step, rows } = settled;
    const { booking } = rows;
    let { payment } = rows;
    if (step === "confirm" || step === "refund") paymentOutcome("captured");
    if (step === "confirm") {
      await d.reminders?.schedule(booking.id);
      await d.notifications.notify(booking.expertId, "booking", booking.clientId, {
        booking_id: booking.id,
        starts_at: booking.startsAt.toISOString(),
      });
      await changed(booking);
    }
    // Only the settle that recorded the late payment refunds it (repeats find it recorded).
    if (step === "refund") {
      // The refund's outcome as recorded (refunded, or still owed and retried by the job).
      const refunded = await refund(booking);
      payment = { ...payment, refundStatus: refunded };
      await notices.latePayment(booking);
    }
    if (step === "refundExtra" && (await d.bookings.claimExtraRefund(paymentId, gateway.provider))) {
      // A second payment on one order: the member paid twice. Give the second one back.
      d.log.warn({ bookingId, paymentId }, "second payment on an order; refunding it");
      await gateway.refund(paymentId, booking.amount).catch((err) => d.log.error({ err }, "refund failed"));
    }
    // The booking's status as settled: how a hold had ended, when the payment came too late.
    return { step, answer: settleAnswer({ booking, payment }), status: booking.status };
  };

  return { settle, refund, changed, notices };
}

export type Settlement = ReturnType<typeof createSettlement>;
