// Buying a course: order → checkout (sandbox dialog or Razorpay) → verify → the lessons open.
// The same gateway contract as session bookings (features/payments).
import { BOOKING_MSG } from "@saathi/contract/bookings";
import { COURSE_MSG, type CoursePurchaseResponse } from "@saathi/contract/courses";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { sandboxFail, sandboxPay } from "../../payments/checkout-api.ts";
import { type CheckoutOutcome, openRazorpay } from "../../payments/razorpay-checkout.ts";
import { closeCoursePurchase, coursesKey, startCoursePurchase, verifyCoursePurchase } from "../api/courses.ts";

export type CourseCheckoutState =
  | { step: "idle" }
  | { step: "creating" }
  | { step: "sandbox"; order: CoursePurchaseResponse; paying: boolean }
  | { step: "verifying" }
  | { step: "success" }
  | { step: "failure"; message: string };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : COURSE_MSG.verifyFailed);

export function useCourseCheckout(courseId: string, courseName: string) {
  const [state, setState] = useState<CourseCheckoutState>({ step: "idle" });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: coursesKey });

  const fail = async (order: CoursePurchaseResponse, reason: "cancelled" | "failed", message: string) => {
    await closeCoursePurchase(order.purchaseId, reason);
    setState({ step: "failure", message });
  };

  const finish = async (order: CoursePurchaseResponse, outcome: CheckoutOutcome) => {
    if (outcome.kind === "cancelled") return fail(order, "cancelled", BOOKING_MSG.cancelledByUser);
    if (outcome.kind === "failed") return fail(order, "failed", outcome.message);
    setState({ step: "verifying" });
    try {
      await verifyCoursePurchase(order.purchaseId, {
        orderId: outcome.orderId,
        paymentId: outcome.paymentId,
        signature: outcome.signature,
      });
      await refresh();
      setState({ step: "success" });
    } catch (err) {
      setState({
        step: "failure",
        message: err instanceof ApiError && err.status !== 400 ? err.message : COURSE_MSG.verifyFailed,
      });
    }
  };

  return {
    state,
    busy: state.step === "creating" || state.step === "verifying",
    async start() {
      if (state.step !== "idle") return;
      setState({ step: "creating" });
      let order: CoursePurchaseResponse;
      try {
        order = await startCoursePurchase(courseId);
      } catch (err) {
        // Bought in another tab meanwhile: show the open course.
        if (err instanceof ApiError && err.status === 409) {
          await refresh();
          setState({ step: "idle" });
          return;
        }
        setState({ step: "failure", message: messageOf(err) });
        return;
      }
      if (order.provider === "sandbox") {
        setState({ step: "sandbox", order, paying: false });
        return;
      }
      try {
        await finish(order, await openRazorpay(order, courseName));
      } catch (err) {
        await fail(order, "failed", messageOf(err));
      }
    },
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
