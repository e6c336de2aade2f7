// A cancellation refund (payments.refund_status 'pending') is sent by exactly one worker. The
// cancel or late payment that made it owed tries first; the reconciliation job of any node retries it.
// Each first claims the row for a lease (booking-payments.repository.ts), so two nodes, or a job and a
// cancel, never both ask the gateway; a claimer that crashed leaves a lease that runs out, and the row
// is claimed again then, under the same receipt, so the gateway answers a repeat with the same refund.
import type { Logger } from "pino";
import { paymentOutcome } from "../../platform/observability/metrics.ts";
import type { PaymentGateway } from "../../platform/payments/gateway.ts";
import type { RefundClaim } from "./booking-payments.repository.ts";
import type { BookingsRepository } from "./bookings.repository.ts";

/** How long a claimer may take to ask the gateway and record its answer before another may retry. */
export const REFUND_LEASE_SECONDS = 300;

export function createRefundSender(d: {
  repo: Pick<BookingsRepository, "claimRefund" | "claimPendingRefunds" | "markRefund" | "refundState">;
  gateway: PaymentGateway;
  log: Logger;
  leaseSeconds?: number;
  /** A refund the job sent after an earlier try had not (the member was told it was still coming). */
  onRetried?: (bookingId: string, paise: number) => Promise<void>;
}) {
  const lease = d.leaseSeconds ?? REFUND_LEASE_SECONDS;

  /** Sends one claimed refund and records the outcome (which gives the claim up). */
  const send = async (c: RefundClaim): Promise<"refunded" | "pending"> => {
    if (c.amount <= 0) {
      // Refunds rows (admin, dispute) already give it all back; the money job sends those.
      if (c.lastGatewayRefundId) {
        await d.repo.markRefund(c.bookingId, { refundId: c.lastGatewayRefundId });
        return "refunded";
      }
      await d.repo.markRefund(c.bookingId, null);
      return "pending";
    }
    try {
      const result = await d.gateway.refund(c.gatewayPaymentId, c.amount, { receipt: c.receipt });
      await d.repo.markRefund(c.bookingId, result);
      paymentOutcome("refunded");
      return "refunded";
    } catch (err) {
      paymentOutcome("refund_failed");
      d.log.error({ err, bookingId: c.bookingId }, "refund failed; the reconciliation job will retry");
      await d.repo.markRefund(c.bookingId, null);
      return "pending";
    }
  };

  return {
    /**
     * The first try, right after the refund became owed. When another worker holds the claim, the
     * answer is where the refund stands now (pending while that worker is at it).
     */
    async refundNow(bookingId: string): Promise<"refunded" | "pending"> {
      const claimed = await d.repo.claimRefund(bookingId, lease);
      if (claimed) return send(claimed);
      return (await d.repo.refundState(bookingId)) === "refunded" ? "refunded" : "pending";
    },

    /** The job: every pending refund nobody holds is claimed and sent; answers how many went back. */
    async retryPending(): Promise<number> {
      let refunded = 0;
      for (const c of await d.repo.claimPendingRefunds(lease)) {
        if ((await send(c)) !== "refunded") continue;
        refunded++;
        if (c.amount > 0)
          await d.onRetried?.(c.bookingId, c.amount).catch((err) => d.log.warn({ err }, "refund notice not sent"));
      }
      return refunded;
    },
  };
}
