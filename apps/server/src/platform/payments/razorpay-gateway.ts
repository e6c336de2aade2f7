// Razorpay through its official SDK: orders, checkout signatures, payments of an order, refunds.
// Webhook bodies are checked with the SDK's validateWebhookSignature over the raw body (bookings routes).
import type { PaymentProvider } from "@saathi/contract/bookings";
import Razorpay from "razorpay";
import { validatePaymentVerification } from "razorpay/dist/utils/razorpay-utils.js";
import { GatewayError, type GatewayPayment, type PaymentGateway } from "./gateway.ts";

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /**
   * Where Razorpay's API is (default https://api.razorpay.com). The SDK has no option for it, so this
   * sets its HTTP client's base URL; tests point it at a local stand-in of Razorpay's API.
   */
  apiUrl?: string;
}

/** What the SDK throws when Razorpay answers with an error: `{ statusCode, error: { code, description } }`. */
interface SdkFailure {
  statusCode?: number;
  error?: { code?: string; description?: string; field?: string | null };
  code?: string;
  message?: string;
}

/** Turns whatever the SDK threw into a GatewayError that says what Razorpay answered. */
function gatewayError(operation: string, err: unknown): GatewayError {
  const e = (err ?? {}) as SdkFailure;
  if (typeof e.statusCode === "number") {
    return new GatewayError(
      "razorpay",
      operation,
      e.statusCode,
      e.error?.code ?? "UNKNOWN_ERROR",
      e.error?.description ?? "no description",
      e.error?.field ?? undefined,
    );
  }
  // No answer at all (the SDK then fails reading the missing response): Razorpay was not reached.
  return new GatewayError("razorpay", operation, null, e.code ?? "UNREACHABLE", e.message ?? String(err));
}

async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw gatewayError(operation, err);
  }
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
  const sdk: RazorpayClient = client ?? sdkClient(keys);
  return {
    provider: "razorpay" satisfies PaymentProvider,
    keyId: keys.keyId,
    webhookSecret: keys.webhookSecret,
    async createOrder({ amount, currency, receipt }) {
      const order = await call("create order", () => sdk.orders.create({ amount, currency, receipt }));
      return { orderId: order.id };
    },
    verifyCheckoutSignature: (orderId, paymentId, signature) =>
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keys.keySecret),
    async orderPayments(orderId) {
      const { items } = await call("fetch an order's payments", () => sdk.orders.fetchPayments(orderId));
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
      const r = await call("refund", () =>
        sdk.payments.refund(paymentId, {
          amount,
          speed: "normal",
          ...(opts?.receipt ? { receipt: opts.receipt.slice(0, 40) } : {}),
        }),
      );
      return { refundId: r.id };
    },
  };
}

/** The official SDK, pointed at `apiUrl` when given (its axios instance is the SDK's `api.rq`). */
function sdkClient(keys: RazorpayKeys): RazorpayClient {
  const rzp = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  if (keys.apiUrl) {
    const rq = (rzp as unknown as { api?: { rq?: { defaults: { baseURL?: string } } } }).api?.rq;
    if (!rq) throw new Error("razorpay SDK: cannot set its API URL (its internals changed)");
    rq.defaults.baseURL = keys.apiUrl;
  }
  return rzp as unknown as RazorpayClient;
}
