// The sandbox gateway: the stand-in for Razorpay's servers when no keys are configured. Orders and
// payments live in our database (sandbox_payments); signatures are real HMACs with a server secret.
import { createHmac, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sandboxPayments } from "../db/schema/bookings.ts";
import { type GatewayPayment, hmacMatches, type PaymentGateway, signCheckout } from "./gateway.ts";

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString("base64url")}`;

export interface SandboxGateway extends PaymentGateway {
  /** 'Pay' in the sandbox checkout: a captured payment and Razorpay's checkout answer. */
  pay(orderId: string, amount: number): Promise<{ paymentId: string; signature: string }>;
  /** 'Fail payment': a failed payment on the order. */
  fail(orderId: string, amount: number): Promise<void>;
}

export function createSandboxGateway(db: Db, secretSeed: string): SandboxGateway {
  const keySecret = createHmac("sha256", secretSeed).update("sandbox-key").digest("hex");
  const webhookSecret = createHmac("sha256", secretSeed).update("sandbox-webhook").digest("hex");
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
    async refund(paymentId) {
      const refundId = id("rfnd_sbx");
      const { rows } = await db.execute(sql`
        update sandbox_payments set status = 'refunded', refund_id = coalesce(refund_id, ${refundId})
        where payment_id = ${paymentId} and status in ('captured', 'refunded') returning refund_id`);
      const row = rows[0] as { refund_id: string } | undefined;
      if (!row) throw new Error(`sandbox: payment ${paymentId} cannot be refunded`);
      return { refundId: row.refund_id };
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
