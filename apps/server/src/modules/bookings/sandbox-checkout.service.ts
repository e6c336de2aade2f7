// The sandbox checkout's 'Pay' and 'Fail payment' (a stand-in for Razorpay's servers): only the member
// whose order it is (a booking's or a course purchase's) may pay or fail it.
import { AppError } from "../../platform/http/errors.ts";
import type { SandboxGateway } from "../../platform/payments/sandbox-gateway.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import { BOOKINGS_SERVER_MSG } from "./bookings.messages.ts";
import { ownsOrder } from "./bookings.policy.ts";
import type { BookingsRepository } from "./bookings.repository.ts";

export function createSandboxCheckoutService(d: {
  repo: BookingsRepository;
  courses: CoursesService;
  sandbox: SandboxGateway;
}) {
  /** The asking member's order (a booking's or a course purchase's) and its amount. */
  const ownOrder = async (userId: string, orderId: string): Promise<{ amount: number }> => {
    const found = await d.repo.findByOrder(orderId);
    const owner = found
      ? { userId: found.booking.clientId, amount: found.payment?.amount ?? 0 }
      : await d.courses.orderOwner(orderId);
    if (!owner || !ownsOrder(userId, owner))
      throw new AppError(404, "ORDER_NOT_FOUND", BOOKINGS_SERVER_MSG.orderNotFound);
    return owner;
  };
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
