// A gateway's webhook event, once its signature is checked: applied once per event id, to the booking
// or the course purchase whose order it names. The route only checks HTTP; the rules are here.
import type { CoursesService } from "../courses/courses.service.ts";
import type { BookingsRepository } from "./bookings.repository.ts";
import type { BookingsService } from "./bookings.service.ts";
import { webhookStatus } from "./settle-outcome.ts";

/** The part of a Razorpay-style event that matters here. */
export interface PaymentEvent {
  id: string;
  type: string;
  payment?: { id: string; orderId?: string | null };
}

const CAPTURED = new Set(["payment.captured", "order.paid"]);

export function createPaymentEventsService(d: {
  repo: BookingsRepository;
  bookings: BookingsService;
  courses: CoursesService;
  provider: string;
}) {
  return {
    /** Applies an event; answers a short status for the gateway's delivery log. */
    async apply(event: PaymentEvent): Promise<string> {
      if (!(await d.repo.firstDelivery(event.id, d.provider, event.type))) return "duplicate";
      const payment = event.payment;
      if (!payment?.orderId) return "ignored";
      const found = await d.repo.findByOrder(payment.orderId);
      if (CAPTURED.has(event.type)) {
        if (found) {
          const { step, answer } = await d.bookings.settle(found.booking.id, payment.id);
          return webhookStatus(step, answer);
        }
        // Not a booking: perhaps a course purchase.
        return (await d.courses.settleOrder(payment.orderId, payment.id)) ?? "ignored";
      }
      if (event.type === "payment.failed" && found)
        return (await d.bookings.paymentFailed(found.booking.id)) ? "released" : "ignored";
      return "ignored";
    },
  };
}
