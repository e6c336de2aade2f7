// Razorpay's checkout: its script from its host, opened with the order (spec §7).
import { t } from "@lingui/core/macro";
import type { CreateBookingResponse } from "@saathi/contract/bookings";

interface RazorpayAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", cb: (e: { error?: { description?: string } }) => void): void;
}
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

export type CheckoutOutcome =
  | { kind: "paid"; orderId: string; paymentId: string; signature: string }
  | { kind: "cancelled" }
  | { kind: "failed"; message: string };

let loading: Promise<RazorpayCtor> | null = null;
function loadScript(): Promise<RazorpayCtor> {
  const w = window as unknown as { Razorpay?: RazorpayCtor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  loading ??= new Promise((resolve, reject) => {
    const s = document.createElement("script");
    s.src = "https://checkout.razorpay.com/v1/checkout.js";
    s.onload = () => (w.Razorpay ? resolve(w.Razorpay) : reject(new Error(t`Checkout did not load`)));
    s.onerror = () => {
      loading = null;
      reject(new Error(t`Could not reach the payment page. Please check your connection and try again.`));
    };
    document.head.append(s);
  });
  return loading;
}

/** What the checkout opens with (a booking's or a course purchase's order). */
export type GatewayOrder = Pick<CreateBookingResponse, "keyId" | "orderId" | "amount" | "currency">;

export async function openRazorpay(order: GatewayOrder, description: string): Promise<CheckoutOutcome> {
  const Razorpay = await loadScript();
  return new Promise((resolve) => {
    let settled = false;
    const done = (o: CheckoutOutcome) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    const rzp = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      name: "Saathi",
      description,
      handler: (a: RazorpayAnswer) =>
        done({
          kind: "paid",
          orderId: a.razorpay_order_id,
          paymentId: a.razorpay_payment_id,
          signature: a.razorpay_signature,
        }),
      modal: { ondismiss: () => done({ kind: "cancelled" }) },
    });
    rzp.on("payment.failed", (e) => done({ kind: "failed", message: e.error?.description ?? t`Payment failed` }));
    rzp.open();
  });
}
