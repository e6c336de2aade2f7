// Session packages' reads and writes. The credit arithmetic is packages.policy.ts; this file locks a
// purchase row (FOR UPDATE) for every change of its credits, so a booking, a refund and a settle of one
// purchase take turns and each decides on what the others wrote.
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { deletionPending } from "../../platform/db/deletion-pending.ts";
import { user } from "../../platform/db/schema/auth.ts";
import { expertPackages, packagePurchases, packageRefunds, packageUses } from "../../platform/db/schema/packages.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { notBlockedBetween } from "../../platform/db/visibility.ts";
import type { CreditState, PurchaseStep } from "./packages.policy.ts";

export type OfferRow = typeof expertPackages.$inferSelect;
export type PurchaseRow = typeof packagePurchases.$inferSelect;
export type PackageRefundRow = typeof packageRefunds.$inferSelect;

/** A reservation made with a minute's slack for the booking it waits for; older ones count for nothing. */
const RESERVATION_MINUTES = 5;

type Runner = Pick<Db, "execute">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Raw SQL: a use of a credit that still counts (`u` a package_uses row, `b` its booking, left-joined): its
 * booking is HELD or CONFIRMED, or it is a reservation still waiting for its booking.
 */
const creditInUse = sql`((u.status = 'booked' and b.status in ('HELD', 'CONFIRMED'))
  or (u.status = 'reserved' and (u.created_at > now() - make_interval(mins => ${RESERVATION_MINUTES})
    -- A booking made but not yet attached (the server stopped in between) still uses its credit: its
    -- payment row names the reservation.
    or exists (select 1 from payments p join bookings pb on pb.id = p.booking_id
      where p.gateway_order_id = 'package:' || u.id::text and pb.status in ('HELD', 'CONFIRMED')))))`;

/** Shares of the credits in use: bookings HELD or CONFIRMED, and reservations still waiting. */
async function inUse(db: Runner, purchaseId: string): Promise<number[]> {
  const rows = await queryRows(
    db,
    z.object({ amount: z.number() }),
    sql`
    select u.amount from package_uses u left join bookings b on b.id = u.booking_id
    where u.purchase_id = ${purchaseId} and ${creditInUse}
    order by u.created_at`,
  );
  return rows.map((r) => r.amount);
}

/** The block sweep takes at most this many purchases a run; the next minute takes the rest. */
const BLOCK_SWEEP_BATCH = 200;

const stateOf = (p: PurchaseRow, used: number[]): CreditState => ({
  sessions: p.sessions,
  price: p.price,
  refundedSessions: p.refundedSessions,
  refundedAmount: p.refundedAmount,
  inUse: used,
});

export function createPackagesRepository(db: Db) {
  /** Runs `fn` on the purchase locked for update with its credit state; null when it does not exist. */
  const withPurchaseLock = <T>(purchaseId: string, fn: (p: PurchaseRow, state: CreditState, tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      const [p] = await tx.select().from(packagePurchases).where(eq(packagePurchases.id, purchaseId)).for("update");
      if (!p) return null;
      return fn(p, stateOf(p, await inUse(tx, purchaseId)), tx);
    });

  return {
    offersOf(expertId: string, activeOnly: boolean): Promise<OfferRow[]> {
      const where = activeOnly
        ? and(eq(expertPackages.expertId, expertId), eq(expertPackages.active, true))
        : eq(expertPackages.expertId, expertId);
      return db.select().from(expertPackages).where(where).orderBy(expertPackages.sessions);
    },

    /** The member's account is set to be deleted (a pending row of account-deletion's table). */
    deletionPending: (userId: string): Promise<boolean> => deletionPending(db, userId),

    async offer(id: string): Promise<OfferRow | null> {
      const [row] = await db.select().from(expertPackages).where(eq(expertPackages.id, id));
      return row ?? null;
    },

    /** Creates or changes the expert's offer of this size (and makes it active again). */
    async upsertOffer(expertId: string, sessions: number, price: number): Promise<OfferRow> {
      const [row] = await db
        .insert(expertPackages)
        .values({ expertId, sessions, price })
        .onConflictDoUpdate({
          target: [expertPackages.expertId, expertPackages.sessions],
          set: { price, active: true, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error("offer upsert returned nothing");
      return row;
    },

    /** Withdraws the offer; the purchases made from it keep their credits. */
    async withdrawOffer(expertId: string, sessions: number): Promise<OfferRow | null> {
      const [row] = await db
        .update(expertPackages)
        .set({ active: false, updatedAt: new Date() })
        .where(and(eq(expertPackages.expertId, expertId), eq(expertPackages.sessions, sessions)))
        .returning();
      return row ?? null;
    },

    async insertPurchase(p: typeof packagePurchases.$inferInsert): Promise<PurchaseRow> {
      const [row] = await db.insert(packagePurchases).values(p).returning();
      if (!row) throw new Error("purchase insert returned nothing");
      return row;
    },

    async purchase(id: string): Promise<PurchaseRow | null> {
      const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, id));
      return row ?? null;
    },

    async purchaseByOrder(orderId: string): Promise<PurchaseRow | null> {
      const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.gatewayOrderId, orderId));
      return row ?? null;
    },

    /** The credits of a purchase as they stand (unlocked: for showing). */
    async state(p: PurchaseRow): Promise<CreditState> {
      return stateOf(p, await inUse(db, p.id));
    },

    /** The member's purchases, newest first, with the expert's name. */
    async purchasesOf(memberId: string) {
      return db
        .select({ purchase: packagePurchases, expertName: user.name })
        .from(packagePurchases)
        .innerJoin(user, eq(user.id, packagePurchases.expertId))
        .where(eq(packagePurchases.memberId, memberId))
        .orderBy(desc(packagePurchases.createdAt))
        .limit(100);
    },

    /** An expert's members' purchases that still have credits to spend (paid or partly refunded). */
    purchasesWithExpert(expertId: string): Promise<PurchaseRow[]> {
      return db
        .select()
        .from(packagePurchases)
        .where(
          and(eq(packagePurchases.expertId, expertId), inArray(packagePurchases.status, ["paid", "partly_refunded"])),
        );
    },

    /** The purchases between two people (whichever is the member) that still have credits to spend. */
    purchasesBetween(a: string, b: string): Promise<PurchaseRow[]> {
      return db
        .select()
        .from(packagePurchases)
        .where(
          and(
            or(
              and(eq(packagePurchases.memberId, a), eq(packagePurchases.expertId, b)),
              and(eq(packagePurchases.memberId, b), eq(packagePurchases.expertId, a)),
            ),
            inArray(packagePurchases.status, ["paid", "partly_refunded"]),
          ),
        );
    },

    /**
     * Purchases whose member and expert are blocked either way and that still hold an unused credit (more
     * sessions than were refunded or are in use): what the block sweep refunds. A credit attached to a
     * session still standing is in use, so a purchase whose every credit is spent or refunded is not read.
     */
    purchasesAcrossBlocks(): Promise<PurchaseRow[]> {
      const p = packagePurchases;
      return db
        .select()
        .from(p)
        .where(
          and(
            inArray(p.status, ["paid", "partly_refunded"]),
            sql`not ${notBlockedBetween(sql`${p.memberId}`, p.expertId)}`,
            sql`${p.sessions} - ${p.refundedSessions} > (select count(*) from package_uses u
              left join bookings b on b.id = u.booking_id where u.purchase_id = ${p.id} and ${creditInUse})`,
          ),
        )
        .orderBy(p.createdAt)
        .limit(BLOCK_SWEEP_BATCH);
    },

    async expertName(expertId: string): Promise<string> {
      const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, expertId));
      return row?.name ?? "";
    },

    /** A pending purchase whose checkout was closed or failed: it will never open credits. */
    async markFailed(purchaseId: string): Promise<boolean> {
      const rows = await db
        .update(packagePurchases)
        .set({ status: "failed", updatedAt: new Date() })
        .where(and(eq(packagePurchases.id, purchaseId), eq(packagePurchases.status, "pending")))
        .returning({ id: packagePurchases.id });
      return rows.length > 0;
    },

    /**
     * A captured payment for the purchase: `decide` picks the step on the locked row (packages.policy.ts
     * decidePurchase); 'pay' opens the credits. Answers the step and the row as it now stands.
     */
    async settle(purchaseId: string, paymentId: string, decide: (p: PurchaseRow) => PurchaseStep) {
      return withPurchaseLock(purchaseId, async (p, _state, tx) => {
        const step = decide(p);
        if (step !== "pay") return { step, purchase: p };
        const [paid] = await tx
          .update(packagePurchases)
          .set({ status: "paid", gatewayPaymentId: paymentId, paidAt: new Date(), updatedAt: new Date() })
          .where(eq(packagePurchases.id, purchaseId))
          .returning();
        return { step, purchase: paid ?? p };
      });
    },

    /**
     * Takes one credit: `share` decides on the locked row and its credits (throwing to refuse) what the
     * session's share is; the reservation is written before the lock is let go, so two bookings of the
     * last credit cannot both take it.
     */
    async takeCredit(purchaseId: string, share: (p: PurchaseRow, state: CreditState) => number) {
      return withPurchaseLock(purchaseId, async (p, state, tx) => {
        const amount = share(p, state);
        const [row] = await tx.insert(packageUses).values({ purchaseId, amount }).returning({ id: packageUses.id });
        if (!row) throw new Error("use insert returned nothing");
        return {
          useId: row.id,
          amount,
          purchase: p,
          remaining: state.sessions - state.refundedSessions - state.inUse.length - 1,
        };
      });
    },

    /**
     * Records a refund of unused sessions under the purchase's lock: `decide` says how many and how much (throwing to
     * refuse) on the locked credits; the refund row (pending) and the purchase's refunded figures are
     * written together. The same key answers the refund made with it, never a second one.
     */
    async recordRefund(
      purchaseId: string,
      key: string,
      decide: (
        p: PurchaseRow,
        state: CreditState,
      ) => { sessions: number; paise: number; status: "refunded" | "partly_refunded" },
    ) {
      return withPurchaseLock(purchaseId, async (p, state, tx) => {
        const [same] = await tx.select().from(packageRefunds).where(eq(packageRefunds.idempotencyKey, key));
        if (same) return { refund: same, created: false, purchaseId: same.purchaseId };
        const decided = decide(p, state);
        const count = decided.sessions;
        const [refund] = await tx
          .insert(packageRefunds)
          .values({ purchaseId, sessions: count, amount: decided.paise, idempotencyKey: key })
          .returning();
        if (!refund) throw new Error("refund insert returned nothing");
        await tx
          .update(packagePurchases)
          .set({
            refundedSessions: p.refundedSessions + count,
            refundedAmount: p.refundedAmount + decided.paise,
            status: decided.status,
            updatedAt: new Date(),
          })
          .where(eq(packagePurchases.id, purchaseId));
        return { refund, created: true, purchaseId };
      });
    },

    /** The reservation became a booking. */
    async attach(useId: string, bookingId: string) {
      await db.update(packageUses).set({ bookingId, status: "booked" }).where(eq(packageUses.id, useId));
    },

    /** The booking was not made: the credit is free again at once. */
    async release(useId: string) {
      await db.delete(packageUses).where(and(eq(packageUses.id, useId), eq(packageUses.status, "reserved")));
    },

    async refundByKey(key: string): Promise<PackageRefundRow | null> {
      const [row] = await db.select().from(packageRefunds).where(eq(packageRefunds.idempotencyKey, key));
      return row ?? null;
    },

    /**
     * Claims a pending refund for `leaseSeconds` so only one worker asks the gateway; null when it is not
     * pending or another worker holds it.
     */
    async claimRefund(refundId: string, leaseSeconds: number): Promise<PackageRefundRow | null> {
      const [row] = await db
        .update(packageRefunds)
        .set({ claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(
          and(
            eq(packageRefunds.id, refundId),
            eq(packageRefunds.status, "pending"),
            sql`(${packageRefunds.claimedUntil} is null or ${packageRefunds.claimedUntil} < now())`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async markRefunded(refundId: string, gatewayRefundId: string): Promise<PackageRefundRow | null> {
      const [row] = await db
        .update(packageRefunds)
        .set({ status: "refunded", gatewayRefundId, refundedAt: new Date(), claimedUntil: null })
        .where(and(eq(packageRefunds.id, refundId), eq(packageRefunds.status, "pending")))
        .returning();
      return row ?? null;
    },

    async releaseRefund(refundId: string) {
      await db.update(packageRefunds).set({ claimedUntil: null }).where(eq(packageRefunds.id, refundId));
    },

    async refundRow(refundId: string): Promise<PackageRefundRow | null> {
      const [row] = await db.select().from(packageRefunds).where(eq(packageRefunds.id, refundId));
      return row ?? null;
    },

    /** Pending refunds nobody holds, older than `graceSeconds` (the job's). */
    async pendingRefunds(graceSeconds: number): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`
        select id from package_refunds where status = 'pending'
          and created_at < now() - make_interval(secs => ${graceSeconds})
          and (claimed_until is null or claimed_until < now())
        order by created_at limit 100`,
      );
      return rows.map((r) => r.id);
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
