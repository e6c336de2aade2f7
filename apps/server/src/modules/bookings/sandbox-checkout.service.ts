// The sandbox checkout's 'Pay' and 'Fail payment' (a stand-in for Razorpay's servers): only the member
// whose order it is (a booking's, a course purchase's, a session package's or a circle seat's) may pay or fail it.
import { defineAccess } from "../../platform/access/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { SandboxGateway } from "../../platform/payments/sandbox-gateway.ts";
import type { CircleSeatOrders } from "../circles/index.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import type { PackageCredits } from "../packages/index.ts";
import { BOOKINGS_SERVER_MSG } from "./bookings.messages.ts";
import { ownsOrder } from "./bookings.policy.ts";
import type { BookingsRepository } from "./bookings.repository.ts";

export function createSandboxCheckoutService(d: {
  repo: BookingsRepository;
  courses: CoursesService;
  credits?: Pick<PackageCredits, "orderOwner">;
  seats?: Pick<CircleSeatOrders, "orderOwner">;
  sandbox: SandboxGateway;
}) {
  /** The asking member's order (a booking's or a course purchase's) and its amount; anyone else's is not found. */
  const orders = defineAccess({
    load: async (orderId: string): Promise<{ userId: string; amount: number } | null> => {
      const found = await d.repo.findByOrder(orderId);
      return found
        ? // A minor's session is paid by their guardian from the guardian's link, never by the minor here.
          {
            userId: found.booking.holdKind === "guardian" ? "" : found.booking.clientId,
            amount: found.payment?.amount ?? 0,
          }
        : ((await d.courses.orderOwner(orderId)) ??
            (await d.credits?.orderOwner(orderId)) ??
            (await d.seats?.orderOwner(orderId)) ??
            null);
    },
    sees: ownsOrder,
    notFound: () => new AppError(404, "ORDER_NOT_FOUND", BOOKINGS_SERVER_MSG.orderNotFound),
  });
  const ownOrder = (userId: string, orderId: string) => orders.require(userId, orderId);
  return {
    /** A captured payment and its signature, as Razorpay's checkout hands them to the page. */
    async pay(userId: string, orderId: string) {
      const { amount } = await ownOrder(userId, orderId);
      const paid = await d.sandbox.pay(orderId, amount);
      return { razorpay_order_id: orderId, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature };
    },
    async fail(userId: string, orderId: string) {
      const { amount } = await ownOrder(userId, orderId);
      await d.sandbox.fail(orderId, amount);
      return { failed: true as const };
    },
  };
}

export type SandboxCheckoutService = ReturnType<typeof createSandboxCheckoutService>;
