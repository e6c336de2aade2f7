// Refunds of a purchase's unused sessions: decided and recorded under the purchase's lock (one refund row
// each, its idempotency key scoped to the purchase), then sent to the gateway by one worker under a lease;
// a refund the gateway did not confirm stays pending for the job. The packages service's refund paths
// (the member's own, an account deletion, an expert who left, a block) all come through here.
import { PACKAGE_MSG, type PackagePurchase, type PackageRefund } from "@saathi/contract/packages";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import { paymentOutcome } from "../../platform/observability/metrics.ts";
import type { PaymentGateway } from "../../platform/payments/gateway.ts";
import { isSpendable, refundFor, remainingCredits, statusAfterRefund } from "./packages.policy.ts";
import type { PackageRefundRow, PackagesRepository, PurchaseRow } from "./packages.repository.ts";

const REFUND_LEASE_SECONDS = 300;

const notFound = () => new AppError(404, "PACKAGE_NOT_FOUND", PACKAGE_MSG.notFound);
const notPaid = () => new AppError(409, "NOT_PAID", PACKAGE_MSG.notPaid);

export function createPackageRefunds(d: {
  repo: PackagesRepository;
  gateway: PaymentGateway;
  log: Logger;
  /** The purchase as its member sees it (the answer of a refund). */
  present: (p: PurchaseRow) => Promise<PackagePurchase>;
}) {
  const { repo, gateway, present } = d;

  /** Asks the gateway for one claimed refund and records the answer; a failure stays pending for the job. */
  const send = async (refundId: string): Promise<PackageRefundRow | null> => {
    const claimed = await repo.claimRefund(refundId, REFUND_LEASE_SECONDS);
    if (!claimed) return repo.refundRow(refundId);
    const purchase = await repo.purchase(claimed.purchaseId);
    if (!purchase?.gatewayPaymentId) {
      await repo.releaseRefund(refundId);
      return claimed;
    }
    try {
      const { refundId: gatewayRefundId } = await gateway.refund(purchase.gatewayPaymentId, claimed.amount, {
        receipt: claimed.id,
      });
      paymentOutcome("refunded");
      return (await repo.markRefunded(claimed.id, gatewayRefundId)) ?? repo.refundRow(refundId);
    } catch (err) {
      paymentOutcome("refund_failed");
      d.log.error({ err, refundId }, "package refund failed; the job will retry it");
      await repo.releaseRefund(refundId);
      return repo.refundRow(refundId);
    }
  };

  /**
   * Refunds `count` unused sessions of a purchase (all of them when not given), decided and recorded
   * under the purchase's lock, then sent. Callers have checked who may ask. `created`: false when the key
   * answered a refund made before (nothing new was decided or sent).
   */
  const recordUnused = async (
    p: PurchaseRow,
    count: number | undefined,
    key: string | null,
  ): Promise<{ refund: PackageRefund; created: boolean }> => {
    // Scoped to the purchase (one member's), never naming the member: the key outlives an erasure.
    const idempotencyKey = `${p.id}:${key ?? crypto.randomUUID()}`;
    const recorded = await repo.recordRefund(p.id, idempotencyKey, (row, state) => {
      if (!isSpendable(row.status)) throw notPaid();
      const left = remainingCredits(state);
      if (left === 0) throw new AppError(409, "NOTHING_TO_REFUND", PACKAGE_MSG.nothingToRefund);
      const sessions = count ?? left;
      const paise = refundFor(state, sessions);
      if (paise === null) throw new AppError(409, "TOO_MANY_TO_REFUND", PACKAGE_MSG.tooManyToRefund);
      return { sessions, paise, status: statusAfterRefund(row.sessions, row.refundedSessions + sessions) };
    });
    if (!recorded) throw notFound();
    if (recorded.refund.purchaseId !== p.id) throw notFound();
    const row = recorded.created ? ((await send(recorded.refund.id)) ?? recorded.refund) : recorded.refund;
    const after = await repo.purchase(p.id);
    return {
      created: recorded.created,
      refund: {
        refundId: row.id,
        sessions: row.sessions,
        amount: row.amount,
        status: row.status === "refunded" ? "refunded" : "pending",
        purchase: await present(after ?? p),
      },
    };
  };
  const refundUnused = async (p: PurchaseRow, count: number | undefined, key: string | null) =>
    (await recordUnused(p, count, key)).refund;

  /**
   * Every unused session of the purchases `list` gives back, keyed `key` per purchase (a retry is one
   * refund); a function keys each purchase by what it read (e.g. the sessions refunded before).
   */
  const refundEach = async (list: PurchaseRow[], key: string | ((p: PurchaseRow) => string)) => {
    let refunded = 0;
    for (const p of list) {
      if (!isSpendable(p.status)) continue;
      const done = await refundUnused(p, undefined, typeof key === "string" ? key : key(p)).catch((err) => {
        if (err instanceof AppError && err.status === 409) return null; // nothing left unused
        throw err;
      });
      if (done) refunded++;
    }
    return refunded;
  };

  return {
    recordUnused,
    refundUnused,
    refundEach,
    /** The job: pending refunds nobody holds are sent again. */
    async retryPending(graceSeconds: number) {
      let refunded = 0;
      for (const id of await repo.pendingRefunds(graceSeconds)) if ((await send(id))?.status === "refunded") refunded++;
      return refunded;
    },
  };
}

export type PackageRefunds = ReturnType<typeof createPackageRefunds>;
