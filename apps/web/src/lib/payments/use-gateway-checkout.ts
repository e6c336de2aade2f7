// One payment through the gateway, for anything sold (a session, a course): create the order →
// checkout (the sandbox dialog or Razorpay) → verify the signed answer → success; or close the order
// → failure. Callers say how to create, verify and close their kind of order.
import { t } from "@lingui/core/macro";
import { BOOKING_MSG, type PaymentProvider, type SandboxPayResponse } from "@saathi/contract/bookings";
import { useState } from "react";
import { sandboxFail } from "../api/checkout/sandbox-fail.ts";
import { sandboxPay } from "../api/checkout/sandbox-pay.ts";
import { ApiError } from "../api-client.ts";
import { type CheckoutOutcome, type GatewayOrder, openRazorpay } from "./razorpay-checkout.ts";

export type PaidAnswer = { orderId: string; paymentId: string; signature: string };

export type GatewayCheckoutState<O> =
  | { step: "idle" }
  | { step: "creating" }
  | { step: "sandbox"; order: O; paying: boolean }
  | { step: "verifying"; order: O }
  | { step: "success"; order: O }
  | { step: "failure"; message: string };

export interface GatewayCheckoutOptions<O> {
  /** Shown on Razorpay's page. */
  description: string;
  verify(order: O, answer: PaidAnswer): Promise<unknown>;
  /** The checkout was cancelled or failed: give back what the order held (best effort). */
  close(order: O, reason: "cancelled" | "failed"): Promise<unknown>;
  /** Shown when verification fails without a more specific server message. */
  verifyFailedMessage: string;
  /** Runs before the success state (e.g. refetch what the payment opened). */
  onSuccess?(order: O): Promise<unknown>;
  /** Runs after any outcome. */
  onSettled?(): void;
  /** The sandbox's Pay and Fail payment when not the member's own (a guardian pays from their link). */
  sandbox?: { pay(order: O): Promise<SandboxPayResponse>; fail(order: O): Promise<unknown> };
}

export function useGatewayCheckout<O extends GatewayOrder & { provider: PaymentProvider }>(
  opts: GatewayCheckoutOptions<O>,
) {
  const [state, setState] = useState<GatewayCheckoutState<O>>({ step: "idle" });
  const messageOf = (err: unknown) => (err instanceof Error ? err.message : opts.verifyFailedMessage);
  const settle = (next: GatewayCheckoutState<O>) => {
    setState(next);
    opts.onSettled?.();
  };

  const fail = async (order: O, reason: "cancelled" | "failed", message: string) => {
    await opts.close(order, reason);
    settle({ step: "failure", message });
  };

  const finish = async (order: O, outcome: CheckoutOutcome) => {
    if (outcome.kind === "cancelled") return fail(order, "cancelled", BOOKING_MSG.cancelledByUser);
    if (outcome.kind === "failed") return fail(order, "failed", outcome.message);
    setState({ step: "verifying", order });
    try {
      await opts.verify(order, {
        orderId: outcome.orderId,
        paymentId: outcome.paymentId,
        signature: outcome.signature,
      });
      await opts.onSuccess?.(order);
      settle({ step: "success", order });
    } catch (err) {
      // A 400 is an answer that did not verify: a session's server changes nothing (a genuine payment still
      // confirms by the gateway's webhook; an unpaid hold ends by itself). Any other refusal is the server's own words.
      settle({
        step: "failure",
        message: err instanceof ApiError && err.status !== 400 ? err.message : opts.verifyFailedMessage,
      });
    }
  };

  return {
    state,
    busy: state.step === "creating" || state.step === "verifying",
    /** `create` answers the order, or null when there is nothing to pay after all. */
    async start(create: () => Promise<O | null>) {
      if (state.step !== "idle") return;
      setState({ step: "creating" });
      let order: O | null;
      try {
        order = await create();
      } catch (err) {
        settle({ step: "failure", message: messageOf(err) });
        return;
      }
      if (!order) return setState({ step: "idle" });
      if (order.provider === "sandbox") return setState({ step: "sandbox", order, paying: false });
      try {
        await finish(order, await openRazorpay(order, opts.description));
      } catch (err) {
        await fail(order, "failed", messageOf(err));
      }
    },
    /** The sandbox dialog's buttons. */
    async pay() {
      if (state.step !== "sandbox") return;
      const { order } = state;
      setState({ step: "sandbox", order, paying: true });
      try {
        const r = await (opts.sandbox ? opts.sandbox.pay(order) : sandboxPay(order.orderId));
        await finish(order, {
          kind: "paid",
          orderId: r.razorpay_order_id,
          paymentId: r.razorpay_payment_id,
          signature: r.razorpay_signature,
        });
      } catch (err) {
        await fail(order, "failed", messageOf(err));
      }
    },
    async cancel() {
      if (state.step === "sandbox") await fail(state.order, "cancelled", BOOKING_MSG.cancelledByUser);
    },
    async failPayment() {
      if (state.step !== "sandbox") return;
      await (opts.sandbox ? opts.sandbox.fail(state.order) : sandboxFail(state.order.orderId));
      await fail(state.order, "failed", t`Your bank declined the payment.`);
    },
    reset: () => setState({ step: "idle" }),
  };
}
