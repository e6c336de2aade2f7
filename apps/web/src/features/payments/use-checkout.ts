// One booking attempt from 'Book your slot now' to the result dialog: create (hold) → checkout
// (sandbox dialog or Razorpay) → verify → 'You're all set!', or release the hold → 'Transaction Failed'.
import { BOOKING_MSG, type CreateBookingBody, type CreateBookingResponse } from "@saathi/contract/bookings";
import { useState } from "react";
import { ApiError } from "../../lib/api-client.ts";
import { createBooking, releaseHold, sandboxFail, sandboxPay, verifyPayment } from "./checkout-api.ts";
import { type CheckoutOutcome, openRazorpay } from "./razorpay-checkout.ts";

export type CheckoutState =
  | { step: "idle" }
  | { step: "creating" }
  | { step: "sandbox"; order: CreateBookingResponse; paying: boolean }
  | { step: "verifying"; order: CreateBookingResponse }
  | { step: "success"; startsAt: string }
  | { step: "failure"; message: string };

const messageOf = (err: unknown) =>
  err instanceof ApiError || err instanceof Error ? err.message : BOOKING_MSG.verifyFailed;

export function useCheckout({ description, onSettled }: { description: string; onSettled(): void }) {
  const [state, setState] = useState<CheckoutState>({ step: "idle" });

  const fail = async (order: CreateBookingResponse | null, reason: "cancelled" | "failed", message: string) => {
    if (order) await releaseHold(order.bookingId, reason);
    setState({ step: "failure", message });
    onSettled();
  };

  const finish = async (order: CreateBookingResponse, outcome: CheckoutOutcome) => {
    if (outcome.kind === "cancelled") return fail(order, "cancelled", BOOKING_MSG.cancelledByUser);
    if (outcome.kind === "failed") return fail(order, "failed", outcome.message);
    setState({ step: "verifying", order });
    try {
      await verifyPayment(order.bookingId, {
        orderId: outcome.orderId,
        paymentId: outcome.paymentId,
        signature: outcome.signature,
      });
      setState({ step: "success", startsAt: order.startsAt });
      onSettled();
    } catch (err) {
      // The server released the hold (and refunds a late payment) on its own.
      setState({
        step: "failure",
        message: err instanceof ApiError && err.status !== 400 ? err.message : BOOKING_MSG.verifyFailed,
      });
      onSettled();
    }
  };

  return {
    state,
    busy: state.step === "creating" || state.step === "verifying",
    async start(body: CreateBookingBody) {
      if (state.step !== "idle") return;
      setState({ step: "creating" });
      let order: CreateBookingResponse;
      try {
        order = await createBooking(body, crypto.randomUUID());
      } catch (err) {
        setState({ step: "failure", message: messageOf(err) });
        onSettled();
        return;
      }
      if (order.provider === "sandbox") {
        setState({ step: "sandbox", order, paying: false });
        return;
      }
      try {
        await finish(order, await openRazorpay(order, description));
      } catch (err) {
        await fail(order, "failed", messageOf(err));
      }
    },
    /** Sandbox buttons. */
    async pay() {
      if (state.step !== "sandbox") return;
      const { order } = state;
      setState({ step: "sandbox", order, paying: true });
      try {
        const r = await sandboxPay(order.orderId);
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
      await sandboxFail(state.order.orderId);
      await fail(state.order, "failed", "Your bank declined the payment.");
    },
    reset: () => setState({ step: "idle" }),
  };
}
