// The sandbox gateway: the stand-in for Razorpay's servers when no keys are configured. Orders and
// payments live in our database (sandbox_payments); signatures are real HMACs with a server secret.
import { createHmac, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { sandboxPayments, sandboxRefunds } from "../db/schema/bookings.ts";
import { queryRows } from "../db/typed-query.ts";
import { type GatewayPayment, hmacMatches, type PaymentGateway, signCheckout } from "./gateway.ts";

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString("base64url")}`;

export interface SandboxGateway extends PaymentGateway {
  /** 'Pay' in the sandbox checkout: a captured payment and Razorpay's checkout answer. */
  pay(orderId: string, amount: number): Promise<{ paymentId: string; signature: string }>;
  /** 'Fail payment': a failed payment on the order. */
  fail(orderId: string, amount: number): Promise<void>;
}

/** The sandbox's key secret (signs checkout answers) and webhook secret, derived from the server secret. */
export function sandboxSecrets(secretSeed: string): { keySecret: string; webhookSecret: string } {
  return {
    keySecret: createHmac("sha256", secretSeed).update("sandbox-key").digest("hex"),
    webhookSecret: createHmac("sha256", secretSeed).update("sandbox-webhook").digest("hex"),
  };
}

export function createSandboxGateway(db: Db, secretSeed: string): SandboxGateway {
  const { keySecret, webhookSecret } = sandboxSecrets(secretSeed);
  return {
    provider: "sandbox",
    keyId: "sandbox",
    webhookSecret,
    async createOrder() {
      return { orderId: id("order_sbx") };
    },
    verifyCheckoutSignature: (orderId, paymentId, signature) =>
      hmacMatches(keySecret, `${orderId}|${paymentId}`, signature),
    async orderPayments(orderId) {
      const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
      return rows.map(
        (r): GatewayPayment => ({
          paymentId: r.paymentId,
          orderId: r.orderId,
          amount: r.amount,
          status: r.status as GatewayPayment["status"],
        }),
      );
    },
    /**
     * Refunds `amount` of a captured payment; several partial refunds may follow each other until the
     * payment is used up (Razorpay's rule: never more than captured). The same `receipt` again answers
     * the same refund; without one, a full refund of an already refunded payment answers its refund
     * (the cancellation retries rely on it).
     */
    async refund(paymentId, amount, opts) {
      return db.transaction(async (tx) => {
        const rows = await queryRows(
          tx,
          z.object({ amount: z.number(), status: z.string(), refund_id: z.string().nullable() }),
          sql`
          select amount, status, refund_id from sandbox_payments where payment_id = ${paymentId} for update`,
        );
        const pay = rows[0];
        if (!pay || (pay.status !== "captured" && pay.status !== "refunded"))
          throw new Error(`sandbox: payment ${paymentId} cannot be refunded`);
        if (opts?.receipt) {
          const [same] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.receipt, opts.receipt));
          if (same) return { refundId: same.refundId };
        }
        const done = await queryRows(
          tx,
          z.object({ total: z.number() }),
          sql`
          select coalesce(sum(amount), 0)::int as total from sandbox_refunds where payment_id = ${paymentId}`,
        );
        const before = pay.status === "refunded" && !done[0]?.total ? pay.amount : (done[0]?.total ?? 0);
        if (!opts?.receipt && pay.refund_id && before >= pay.amount && amount === pay.amount)
          return { refundId: pay.refund_id };
        if (!(amount > 0) || before + amount > pay.amount)
          throw new Error(`sandbox: refund of ${amount} exceeds what remains on ${paymentId}`);
        const refundId = id("rfnd_sbx");
        await tx.insert(sandboxRefunds).values({ refundId, paymentId, amount, receipt: opts?.receipt ?? null });
        await tx.execute(sql`
          update sandbox_payments set refund_id = coalesce(refund_id, ${refundId}),
            status = case when ${before + amount} >= amount then 'refunded' else status end
          where payment_id = ${paymentId}`);
        return { refundId };
      });
    },
    async pay(orderId, amount) {
      const paymentId = id("pay_sbx");
      await db.insert(sandboxPayments).values({ paymentId, orderId, amount, status: "captured" });
      return { paymentId, signature: signCheckout(keySecret, orderId, paymentId) };
    },
    async fail(orderId, amount) {
      await db.insert(sandboxPayments).values({ paymentId: id("pay_sbx"), orderId, amount, status: "failed" });
    },
  };
}
