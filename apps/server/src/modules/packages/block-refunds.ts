// A block between a member and the expert of their session package: nobody can book across a block, so
// every unused session of the pair's packages goes back to the member (whichever of the two blocked),
// through the one refund path (package-refunds.ts). Two callers: bookings' "block.made" reaction, once
// it has cancelled the pair's sessions to come (their credits are back, so they are refunded too), and
// the minute sweep over every blocked pair, which finishes what an event missed. Blocking is silent: the
// member's notice says what was refunded and where the money stands, never why.
import { formatRupees } from "@saathi/contract/experts";
import type { PackageRefund } from "@saathi/contract/packages";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PackageRefunds } from "./package-refunds.ts";
import { PACKAGES_SERVER_MSG } from "./packages.messages.ts";
import { isSpendable } from "./packages.policy.ts";
import type { PackagesRepository, PurchaseRow } from "./packages.repository.ts";

export function createBlockRefunds(d: {
  repo: Pick<PackagesRepository, "purchasesBetween" | "purchasesAcrossBlocks">;
  refunds: Pick<PackageRefunds, "recordUnused">;
  notifications?: Pick<NotificationsService, "notify">;
  log: Logger;
}) {
  /** The member's notice of a refund they did not ask for: the amount and where it stands, never why. */
  const tell = async (p: PurchaseRow, r: PackageRefund) => {
    if (!p.memberId || !d.notifications) return;
    const message =
      r.status === "refunded" ? PACKAGES_SERVER_MSG.unusedRefunded : PACKAGES_SERVER_MSG.unusedRefundPending;
    await d.notifications
      .notify(p.memberId, "refund", p.expertId ?? p.memberId, {
        message,
        message_values: JSON.stringify({ amount: `₹${formatRupees(r.amount)}` }),
      })
      .catch((err) => d.log.warn({ err, purchaseId: p.id }, "package refund notice not stored"));
  };

  /**
   * Every unused session of each purchase goes back. The key is the count of sessions refunded before,
   * so a repeat (the event and the sweep, two nodes, a second block) answers that same refund and tells
   * nobody again, while a credit given back later (its session cancelled after this ran) is a new refund.
   * What is refunded is decided on the locked purchase from the credits unused at that moment, so no key
   * can pay a session twice, nor refund a credit still on a session that stands.
   */
  const refundAll = async (list: PurchaseRow[]) => {
    let refunded = 0;
    for (const p of list) {
      if (!isSpendable(p.status)) continue;
      try {
        const done = await d.refunds.recordUnused(p, undefined, `block:${p.refundedSessions}`);
        if (!done.created) continue;
        refunded++;
        await tell(p, done.refund);
      } catch (err) {
        if (err instanceof AppError && err.status === 409) continue; // nothing left unused
        d.log.error({ err, purchaseId: p.id }, "a blocked pair's package was not refunded; the sweep retries");
      }
    }
    return refunded;
  };

  return {
    /** One of the two blocked the other: the pair's packages, whichever is the member. Never throws. */
    async between(a: string, b: string): Promise<number> {
      try {
        return await refundAll(await d.repo.purchasesBetween(a, b));
      } catch (err) {
        d.log.error({ err }, "a blocked pair's packages were not read; the sweep retries");
        return 0;
      }
    },

    /**
     * The minute sweep: packages between any blocked pair that still hold an unused credit. A credit on a
     * session to come stays in use until bookings' own sweep cancels that session; the next run refunds it.
     */
    async sweep(): Promise<number> {
      const refunded = await refundAll(await d.repo.purchasesAcrossBlocks());
      if (refunded) d.log.warn({ refunded }, "the sweep refunded packages a block had left");
      return refunded;
    },
  };
}

export type BlockRefunds = ReturnType<typeof createBlockRefunds>;
