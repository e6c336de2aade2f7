// Razorpay through its official SDK: orders, checkout signatures, payments of an order, refunds.
// Webhook bodies are checked with the SDK's validateWebhookSignature over the raw body (bookings routes).
import type { PaymentProvider } from "@saathi/contract/bookings";
import Razorpay from "razorpay";
import { validatePaymentVerification } from "razorpay/dist/utils/razorpay-utils.js";
import type { GatewayPayment, PaymentGateway } from "./gateway.ts";

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The part of the SDK this adapter uses (tests hand in a fake). */
export interface RazorpayClient {
  orders: {
    create(p: { amount: number; currency: string; receipt: string }): Promise<{ id: string }>;
    fetchPayments(
      orderId: string,
    ): Promise<{ items: { id: string; order_id: string; amount: number | string; status: string }[] }>;
  };
  payments: {
    refund(
      paymentId: string,
      p: { amount: number; speed?: "normal" | "optimum"; receipt?: string },
    ): Promise<{ id: string }>;
  };
}

export function createRazorpayGateway(keys: RazorpayKeys, client?: RazorpayClient): PaymentGateway {
  const sdk: RazorpayClient =
    client ?? (new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }) as unknown as RazorpayClient);
  return {
    provider: "razorpay" satisfies PaymentProvider,
    keyId: keys.keyId,
    webhookSecret: keys.webhookSecret,
    async createOrder({ amount, currency, receipt }) {
      const order = await sdk.orders.create({ amount, currency, receipt });
      return { orderId: order.id };
    },
    verifyCheckoutSignature: (orderId, paymentId, signature) =>
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keys.keySecret),
    async orderPayments(orderId) {
      const { items } = await sdk.orders.fetchPayments(orderId);
      return items.map(
        (p): GatewayPayment => ({
          paymentId: p.id,
          orderId: p.order_id,
          amount: Number(p.amount),
          status: p.status as GatewayPayment["status"],
        }),
      );
    },
    /** Razorpay refunds `amount` (partial when less than captured); `receipt` names it in the dashboard. */
    async refund(paymentId, amount, opts) {
      const r = await sdk.payments.refund(paymentId, {
        amount,
        speed: "normal",
        ...(opts?.receipt ? { receipt: opts.receipt.slice(0, 40) } : {}),
      });
      return { refundId: r.id };
    },
  };
}
