// A paid seat's money: the same checkout contract as a session (order → checkout → signature checked →
// settled on the locked seat, the answer read from the row), so a seat is confirmed or refunded, never
// both; a refund is the seat's own (receipt `circle-seat:<id>`, a lease, the retry job).
import { CIRCLE_MSG, type SeatVerifyBody } from "@saathi/contract/circles";
import type { Logger } from "pino";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { paymentOutcome } from "../../platform/observability/metrics.ts";
import { splitPayment } from "../../platform/payments/money.ts";
import type { Payments } from "../../platform/payments/payments.ts";
import type { CircleAccess } from "./circle-access.ts";
import { seatNotFound } from "./circle-errors.ts";
import type { CircleNotices } from "./circle-notices.ts";
import type { SeatRow } from "./circle-rows.ts";
import { decideSeatSettle } from "./circles.policy.ts";
import { presentSeat } from "./circles.presenter.ts";
import type { CirclesRepository } from "./circles.repository.ts";

const REFUND_LEASE_SECONDS = 300;

export interface CircleCheckoutDeps {
  repo: CirclesRepository;
  access: CircleAccess;
  payments: Payments;
  notices: CircleNotices;
  log: Logger;
  now: () => number;
}

export function createCircleCheckoutService(d: CircleCheckoutDeps) {
  const { repo, payments, notices, now } = d;
  const { gateway } = payments;

  /** Asks the gateway to give a seat's payment back; a failure stays owed for the job. */
  const sendRefund = async (seatId: string): Promise<SeatRow | null> => {
    const claimed = await repo.claimRefund(seatId, REFUND_LEASE_SECONDS);
    if (!claimed?.gatewayPaymentId) return claimed;
    try {
      const { refundId } = await gateway.refund(claimed.gatewayPaymentId, claimed.amount, {
        receipt: `circle-seat:${claimed.id}`,
      });
      paymentOutcome("refunded");
      return await repo.markRefunded(claimed.id, refundId);
    } catch (err) {
      paymentOutcome("refund_failed");
      d.log.error({ err, seatId }, "circle seat refund failed; the job will retry it");
      await repo.releaseRefund(seatId);
      return claimed;
    }
  };

  /** A second payment for a seat already paid: given back at once (never kept, never a seat). */
  const giveBack = async (paymentId: string, amount: number, receipt: string) => {
    try {
      await gateway.refund(paymentId, amount, { receipt });
      paymentOutcome("refunded");
    } catch (err) {
      paymentOutcome("refund_failed");
      d.log.error({ err, paymentId }, "circle seat: refund of a payment not owed failed; reconcile by hand");
    }
  };

  /** A captured payment for a seat, whoever reports it (the checkout's verify or the webhook). */
  const settle = async (seatId: string, paymentId: string) => {
    const out = await repo.withSeatLock(seatId, async (seat, tx) => {
      const step = decideSeatSettle(seat, paymentId);
      if (step === "confirm") {
        const split = splitPayment(seat.amount, payments.gstPercent, payments.commissionPercent);
        const row = await repo.setSeat(tx, seat.id, {
          status: "confirmed",
          gatewayPaymentId: paymentId,
          tax: split.tax,
          commission: split.commission,
          earning: split.earning,
          paidAt: new Date(now()),
          holdExpiresAt: null,
        });
        return { step, seat: row ?? seat };
      }
      if (step === "refund")
        return { step, seat: (await repo.setSeat(tx, seat.id, { gatewayPaymentId: paymentId })) ?? seat };
      return { step, seat };
    });
    if (!out) throw seatNotFound();
    if (out.step === "confirm") paymentOutcome("captured");
    if (out.step === "refundExtra") await giveBack(paymentId, out.seat.amount, `circle-seat:${seatId}:${paymentId}`);
    const seat = out.step === "refund" ? ((await sendRefund(seatId)) ?? out.seat) : out.seat;
    return { step: out.step, seat };
  };

  return {
    sendRefund,

    /**
     * The checkout's answer: the signature over `order_id|payment_id` is checked, the seat settled on its
     * locked row, and the answer read from it: 200 only for a confirmed seat; a seat let go before the
     * money came is refunded (409 with its refund state).
     */
    async verify(user: SessionUser, seatId: string, body: SeatVerifyBody) {
      const s = await d.access.seats.require(user.id, seatId, d.access.memberOnly);
      const genuine =
        s.seat.gatewayOrderId === body.orderId &&
        gateway.verifyCheckoutSignature(body.orderId, body.paymentId, body.signature);
      if (!genuine) throw new AppError(400, "VERIFY_FAILED", CIRCLE_MSG.verifyFailed);
      const { seat } = await settle(s.seat.id, body.paymentId);
      const warned = (await repo.blockedPresent(user.id, [s.occurrence.id])).size > 0;
      const presented = presentSeat(seat, s.occurrence, s.circle, warned);
      if (seat.status !== "confirmed" || seat.gatewayPaymentId !== body.paymentId)
        throw new AppError(409, "SEAT_GONE", CIRCLE_MSG.seatGone, { seat: presented });
      await notices.tell(user.id, s.circle.expertId, s.occurrence, s.circle, CIRCLE_MSG.seatConfirmed);
      return presented;
    },

    /** The sandbox checkout's and the webhook's port: circle seat orders. */
    orders: {
      async orderOwner(orderId: string): Promise<{ userId: string; amount: number } | null> {
        const seat = await repo.seatByOrder(orderId);
        return seat ? { userId: seat.memberId, amount: seat.amount } : null;
      },
      /** A captured payment for a seat's order: its status for the delivery log; null when not a seat's. */
      async settleOrder(orderId: string, paymentId: string): Promise<string | null> {
        const seat = await repo.seatByOrder(orderId);
        if (!seat) return null;
        const { step, seat: after } = await settle(seat.id, paymentId);
        if (step === "refundExtra") return "extra_payment_refunded";
        if (after.status === "confirmed") return step === "confirm" ? "confirmed" : "already";
        return after.status === "refunded" ? "refunded" : "refund_pending";
      },
    },

    /** The refund job: seats owed money nobody is sending. */
    async retryRefunds(graceSeconds = 120) {
      let refunded = 0;
      for (const id of await repo.refundsOwed(graceSeconds))
        if ((await sendRefund(id))?.status === "refunded") refunded++;
      return refunded;
    },
  };
}

export type CircleCheckoutService = ReturnType<typeof createCircleCheckoutService>;
