// Session packages (decision 036). An expert offers 4 or 8 sessions at a price; a member buys through
// the same checkout contract as a session (order → checkout → signature checked → settle on the locked
// row); each session is booked with a credit by the bookings module (through `credits`, the port this
// service gives it), and unused sessions are refunded through the gateway, one refund row each, sent
// by one worker under a lease and retried by the job, like the money module's refunds (package-refunds.ts).
// A block between a member and their package's expert refunds the pair's unused sessions (block-refunds.ts).
import {
  PACKAGE_MAX_RUPEES_PER_SESSION,
  PACKAGE_MSG,
  type PackageCheckout,
  type PackageOffer,
  type PackagePurchase,
  type PackageRefund,
  type PackageVerifyBody,
  type PurchaseStatus,
  packageShare,
} from "@saathi/contract/packages";
import type { Logger } from "pino";
import { defineAccess, permission } from "../../platform/access/access.ts";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { paymentOutcome } from "../../platform/observability/metrics.ts";
import type { Payments } from "../../platform/payments/payments.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createBlockRefunds } from "./block-refunds.ts";
import { createPackageRefunds } from "./package-refunds.ts";
import { PACKAGES_SERVER_MSG } from "./packages.messages.ts";
import {
  decidePurchase,
  isBuyer,
  isSpendable,
  nextShare,
  refundFor,
  remainingCredits,
  seesPurchase,
} from "./packages.policy.ts";
import type { OfferRow, PackagesRepository, PurchaseRow } from "./packages.repository.ts";

const CURRENCY = "INR";

const notFound = () => new AppError(404, "PACKAGE_NOT_FOUND", PACKAGE_MSG.notFound);
const notListed = () => new AppError(403, "NOT_LISTED", PACKAGE_MSG.notListed);
const noCredits = () => new AppError(409, "NO_CREDITS", PACKAGE_MSG.noCredits);
const notPaid = () => new AppError(409, "NOT_PAID", PACKAGE_MSG.notPaid);

export const presentOffer = (o: OfferRow): PackageOffer => ({
  id: o.id,
  expertId: o.expertId,
  sessions: o.sessions === 8 ? 8 : 4,
  price: o.price,
  perSession: packageShare(o.price, o.sessions),
  active: o.active,
});

export function createPackagesService(d: {
  repo: PackagesRepository;
  experts: Pick<ExpertsService, "offer">;
  payments: Payments;
  log: Logger;
  /** Minors do not buy sessions alone (young-people, decision 038). */
  youth?: Pick<YouthChecks, "requireMayAct">;
  /** The member's notice of a refund made for them (a block between the two). */
  notifications?: Pick<NotificationsService, "notify">;
}) {
  const { repo, payments } = d;
  const { gateway } = payments;

  /** A purchase its member or its expert may see; anyone else gets the 404 of a missing one. */
  const purchases = defineAccess({
    load: (id: string) => repo.purchase(id),
    sees: (userId: string, p: PurchaseRow) => seesPurchase(userId, p),
    notFound,
  });
  const buyerOnly = permission(
    (userId: string, p: PurchaseRow) => isBuyer(userId, p),
    () => new AppError(403, "NOT_THE_BUYER", PACKAGE_MSG.notFound),
  );

  const present = async (p: PurchaseRow, expertName?: string): Promise<PackagePurchase> => {
    const state = await repo.state(p);
    const spendable = isSpendable(p.status);
    const remaining = spendable ? remainingCredits(state) : 0;
    return {
      id: p.id,
      expertId: p.expertId,
      expertName: expertName ?? (await repo.expertName(p.expertId)),
      memberId: p.memberId,
      sessions: p.sessions,
      price: p.price,
      status: p.status as PurchaseStatus,
      used: state.inUse.length,
      refundedSessions: p.refundedSessions,
      refundedAmount: p.refundedAmount,
      remaining,
      refundableNow: remaining > 0 ? (refundFor(state, remaining) ?? 0) : 0,
      createdAt: p.createdAt.toISOString(),
    };
  };

  const refunds = createPackageRefunds({ repo, gateway, log: d.log, present: (p) => present(p) });
  const { refundUnused, refundEach } = refunds;
  const blocked = createBlockRefunds({ repo, refunds, notifications: d.notifications, log: d.log });

  /** Only a verified, listed expert offers packages (the same test as being bookable). */
  const requireListed = async (user: SessionUser) => {
    if (user.role !== "expert" || !(await d.experts.offer(user.id))) throw notListed();
  };

  /** A payment the member must not be charged for (a second one, or one after the checkout closed). */
  const giveBack = async (paymentId: string, amount: number, receipt: string) => {
    try {
      await gateway.refund(paymentId, amount, { receipt });
      paymentOutcome("refunded");
    } catch (err) {
      paymentOutcome("refund_failed");
      d.log.error({ err, paymentId }, "package: refund of a payment not owed failed; reconcile by hand");
    }
  };

  /**
   * A captured payment for a purchase, whoever reports it (the checkout's verify or the webhook): the
   * step is decided on the locked row, and only the settle that found a payment not owed gives it back.
   */
  const settleCaptured = async (p: PurchaseRow, paymentId: string) => {
    const settled = await repo.settle(p.id, paymentId, (row) => decidePurchase(row, paymentId));
    if (!settled) throw notFound();
    if (settled.step === "pay") paymentOutcome("captured");
    if (settled.step === "refundExtra" || settled.step === "refundLate")
      await giveBack(paymentId, p.price, `package:${p.id}:${paymentId}`);
    return settled;
  };

  return {
    /** The expert's own offers, withdrawn ones too. */
    async myOffers(user: SessionUser) {
      if (user.role !== "expert") throw notListed();
      return { offers: (await repo.offersOf(user.id, false)).map(presentOffer) };
    },

    /** Creates or changes the offer of this size; price in whole rupees (bounded like the hourly rate). */
    async setOffer(user: SessionUser, sessions: 4 | 8, rupees: number) {
      await requireListed(user);
      if (rupees > PACKAGE_MAX_RUPEES_PER_SESSION * sessions)
        throw new AppError(400, "PRICE_TOO_HIGH", PACKAGE_MSG.priceTooHigh);
      return presentOffer(await repo.upsertOffer(user.id, sessions, rupees * 100));
    },

    async withdrawOffer(user: SessionUser, sessions: 4 | 8) {
      if (user.role !== "expert") throw notListed();
      const row = await repo.withdrawOffer(user.id, sessions);
      if (!row) throw notFound();
      return presentOffer(row);
    },

    /** A listed expert's active offers (none for an expert who is not listed). */
    async offersOf(expertId: string) {
      if (!(await d.experts.offer(expertId))) return { offers: [] };
      return { offers: (await repo.offersOf(expertId, true)).map(presentOffer) };
    },

    /** Opens a gateway order for the whole package. */
    async buy(user: SessionUser, offerId: string): Promise<PackageCheckout> {
      await d.youth?.requireMayAct(user.id, "book");
      const offer = await repo.offer(offerId);
      // Blocked either way: the expert is gone for this member, and so are their packages.
      if (!offer?.active || !(await d.experts.offer(offer.expertId, user.id))) throw notFound();
      if (offer.expertId === user.id) throw new AppError(400, "OWN_PACKAGE", PACKAGE_MSG.ownPackage);
      // The erasure keeps a paid package as a payment record and refunds nothing: none bought in the grace.
      if (await repo.deletionPending(user.id))
        throw new AppError(409, "DELETION_PENDING", PACKAGES_SERVER_MSG.deletionPending);
      let orderId: string;
      try {
        ({ orderId } = await gateway.createOrder({ amount: offer.price, currency: CURRENCY, receipt: offer.id }));
      } catch (err) {
        d.log.error({ err, offerId }, "could not open a payment order for a package");
        throw new AppError(502, "PAYMENT_UNAVAILABLE", PACKAGE_MSG.verifyFailed);
      }
      const p = await repo.insertPurchase({
        memberId: user.id,
        expertId: offer.expertId,
        offerId: offer.id,
        sessions: offer.sessions,
        price: offer.price,
        currency: CURRENCY,
        provider: gateway.provider,
        gatewayOrderId: orderId,
      });
      return {
        purchaseId: p.id,
        orderId,
        amount: p.price,
        currency: p.currency,
        provider: gateway.provider,
        keyId: gateway.keyId,
      };
    },

    /**
     * The checkout's answer: the signature over `order_id|payment_id` is checked, then the purchase is
     * settled on its locked row, and the answer is read from that row: 200 only for credits that opened
     * on this payment; a payment that came after the checkout was closed is given back (409).
     */
    async verify(user: SessionUser, purchaseId: string, body: PackageVerifyBody) {
      const p = await purchases.require(user.id, purchaseId, buyerOnly);
      const genuine =
        p.gatewayOrderId === body.orderId &&
        gateway.verifyCheckoutSignature(body.orderId, body.paymentId, body.signature);
      // An answer that is not genuine changes nothing (as for a session): a garbled or forged request must
      // not close the purchase, or the real payment that follows would be given back as late.
      if (!genuine) throw new AppError(400, "VERIFY_FAILED", PACKAGE_MSG.verifyFailed);
      const settled = await settleCaptured(p, body.paymentId);
      if (settled.step === "refundLate") throw new AppError(409, "PURCHASE_CLOSED", PACKAGE_MSG.verifyFailed);
      return present(settled.purchase);
    },

    /** The checkout was closed or failed: the purchase will never open credits. */
    async close(user: SessionUser, purchaseId: string) {
      const p = await purchases.require(user.id, purchaseId, buyerOnly);
      return { closed: await repo.markFailed(p.id) };
    },

    async mine(user: SessionUser) {
      const rows = await repo.purchasesOf(user.id);
      return { purchases: await Promise.all(rows.map((r) => present(r.purchase, r.expertName))) };
    },

    async one(user: SessionUser, purchaseId: string) {
      return present(await purchases.require(user.id, purchaseId));
    },

    /**
     * Refunds `count` unused sessions (all of them when not given). Decided and recorded under the
     * purchase's lock, so two requests (or a request and a booking of the last credit) never both take
     * the same session; the gateway is asked after the commit.
     */
    async refund(
      user: SessionUser,
      purchaseId: string,
      count: number | undefined,
      key: string | null,
    ): Promise<PackageRefund> {
      const p = await purchases.require(user.id, purchaseId, buyerOnly);
      return refundUnused(p, count, key);
    },

    /**
     * Deleting an account: every unused session of the member's packages is given back (after their
     * booked sessions were cancelled, so those credits are unused again). `deletionKey` names the
     * deletion request: the same request retried is the same refund per purchase, while a later request
     * (the member cancelled the first and deleted again) refunds what became unused in between, such as
     * a session whose cancellation failed the first time. Answers how many packages were refunded.
     */
    async refundAllUnused(user: SessionUser, deletionKey: string) {
      return refundEach(
        (await repo.purchasesOf(user.id)).map((r) => r.purchase),
        `deletion:${deletionKey}`,
      );
    },

    /** The job: pending refunds nobody holds are sent again. */
    retryPendingRefunds: (graceSeconds = 120) => refunds.retryPending(graceSeconds),

    /** The minute sweep: unused sessions of packages between any blocked pair (what an event missed). */
    refundAcrossBlocks: () => blocked.sweep(),

    /** What the bookings module books with (its `credits` port). */
    credits: {
      /** The sandbox checkout's question: whose package order is this, and for how much. */
      async orderOwner(orderId: string): Promise<{ userId: string; amount: number } | null> {
        const p = await repo.purchaseByOrder(orderId);
        return p ? { userId: p.memberId, amount: p.price } : null;
      },

      /** The member's spendable purchase (its expert, to check the slot against); 404 for anyone else's. */
      async purchaseOf(userId: string, purchaseId: string) {
        const p = await purchases.require(userId, purchaseId, buyerOnly);
        if (!isSpendable(p.status)) throw notPaid();
        return { purchaseId: p.id, expertId: p.expertId };
      },

      /** Takes one credit for a booking about to be made: its share, and the payment it was paid with. */
      async take(userId: string, purchaseId: string) {
        const taken = await repo.takeCredit(purchaseId, (row, state) => {
          if (!isBuyer(userId, row)) throw notFound();
          if (!isSpendable(row.status)) throw notPaid();
          const share = nextShare(state);
          if (share === null) throw noCredits();
          return share;
        });
        if (!taken) throw notFound();
        return {
          useId: taken.useId,
          amount: taken.amount,
          remaining: taken.remaining,
          paymentId: taken.purchase.gatewayPaymentId ?? "",
        };
      },

      /** The webhook's captured payment for a package order: its status for the delivery log; null when not a package's. */
      async settleOrder(orderId: string, paymentId: string): Promise<string | null> {
        const p = await repo.purchaseByOrder(orderId);
        if (!p) return null;
        const { step } = await settleCaptured(p, paymentId);
        return { pay: "paid", repeat: "already", refundExtra: "extra_payment_refunded", refundLate: "refunded" }[step];
      },

      /**
       * An expert left (suspended, or their account deleted): once their sessions were cancelled (the
       * credits are back), every unused session of every package with them goes back to its member.
       */
      refundAllWithExpert: async (expertId: string) =>
        // Keyed by the sessions refunded before (as a block's refund): a repeat answers the same refund,
        // while a credit given back later (its session's cancel failed the first time) is refunded too.
        refundEach(await repo.purchasesWithExpert(expertId), (p) => `expert-gone:${p.refundedSessions}`),

      /**
       * One member blocked the other (bookings calls this once the pair's sessions to come are cancelled,
       * so their credits are back): every unused session of the pair's packages goes back to the member.
       */
      refundAllBetween: (a: string, b: string) => blocked.between(a, b),

      attach: (useId: string, bookingId: string) => repo.attach(useId, bookingId),
      release: (useId: string) => repo.release(useId),
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
/** The port the bookings module books with. */
export type PackageCredits = PackagesService["credits"];
