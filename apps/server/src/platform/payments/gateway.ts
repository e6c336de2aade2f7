// The payment gateway interface (ARCHITECTURE.md): Razorpay when keys are set, otherwise a local sandbox
// that follows Razorpay's contract, so the same verification code runs in both.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentProvider } from "@saathi/contract/bookings";

/** A payment as the gateway knows it. */
export interface GatewayPayment {
  paymentId: string;
  orderId: string;
  amount: number;
  /** Razorpay's states; only 'captured' means the money arrived. */
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Public key the checkout opens with. */
  readonly keyId: string;
  /** Secret that signs webhook bodies. */
  readonly webhookSecret: string;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ orderId: string }>;
  /** The checkout's answer: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Payments made against an order (for reconciliation when the client vanished). */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /**
   * Refunds `amount` paise of a captured payment, in full or in part (several partial refunds may
   * follow each other, never more than captured). `receipt` is the caller's id of this refund.
   */
  refund(paymentId: string, amount: number, opts?: { receipt?: string }): Promise<{ refundId: string }>;
}

/**
 * A gateway refused or could not be reached. The message says which gateway, its HTTP status and its
 * own error code and description (Razorpay: `{ error: { code, description, field } }`), never a key.
 */
export class GatewayError extends Error {
  constructor(
    readonly provider: PaymentProvider,
    readonly operation: string,
    /** The gateway's HTTP status; null when it could not be reached at all. */
    readonly status: number | null,
    /** The gateway's error code (e.g. BAD_REQUEST_ERROR) or the network error's code (e.g. ECONNREFUSED). */
    readonly code: string,
    readonly description: string,
    readonly field?: string,
  ) {
    super(
      status === null
        ? `${provider} ${operation}: could not reach the gateway (${code}${description ? `: ${description}` : ""})`
        : `${provider} ${operation}: the gateway answered ${status} ${code}: ${description}${field ? ` (field ${field})` : ""}`,
    );
    this.name = "GatewayError";
  }
}

/** Constant-time comparison of a hex HMAC-SHA256 with the expected one. */
export function hmacMatches(secret: string, payload: string | Buffer, signature: string): boolean {
  const expected = createHmac("sha256", secret).update(payload).digest("hex");
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(signature, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's webhook signature (X-Razorpay-Signature): HMAC-SHA256 of the raw body with the webhook secret. */
export const signWebhook = (secret: string, body: string | Buffer) =>
  createHmac("sha256", secret).update(body).digest("hex");

export const signCheckout = (secret: string, orderId: string, paymentId: string) =>
  createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");
