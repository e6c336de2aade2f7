// A gateway's webhook event, once its signature is checked: applied once per event id, to the booking
// or the course purchase whose order it names. The route only checks HTTP; the rules are here.
import { z } from "zod";
import { AppError } from "../../platform/http/errors.ts";
import { hmacMatches } from "../../platform/payments/gateway.ts";
import type { CircleSeatOrders } from "../circles/index.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import type { PackageCredits } from "../packages/index.ts";
import { BOOKINGS_SERVER_MSG } from "./bookings.messages.ts";
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

const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable().optional(),
            status: z.string().optional(),
          }),
        })
        .optional(),
    })
    .passthrough(),
});

export function createPaymentEventsService(d: {
  repo: BookingsRepository;
  bookings: BookingsService;
  courses: CoursesService;
  /** Session packages: a captured payment for a package order opens its credits (decision 036). */
  credits?: Pick<PackageCredits, "settleOrder">;
  /** Circle seats: a captured payment for a seat's order confirms (or refunds) that seat. */
  seats?: Pick<CircleSeatOrders, "settleOrder">;
  provider: string;
  /** The gateway's webhook secret; null when webhooks are not configured. */
  webhookSecret: string;
}) {
  const events = {
    /**
     * A webhook delivery as it arrived: the raw body (its HMAC covers these exact bytes), the
     * signature and event id headers. Checked, parsed, then applied once.
     */
    async receive(raw: unknown, signature: unknown, eventId: unknown): Promise<string> {
      if (!d.webhookSecret)
        throw new AppError(503, "WEBHOOK_NOT_CONFIGURED", BOOKINGS_SERVER_MSG.webhooksAreNotConfiguredRazorpay);
      if (!Buffer.isBuffer(raw) || typeof signature !== "string" || !hmacMatches(d.webhookSecret, raw, signature))
        throw new AppError(401, "BAD_SIGNATURE", BOOKINGS_SERVER_MSG.webhookSignatureDoesNotMatch);
      let parsed: z.infer<typeof webhookSchema>;
      try {
        parsed = webhookSchema.parse(JSON.parse(raw.toString("utf8")));
      } catch {
        throw new AppError(400, "BAD_WEBHOOK", BOOKINGS_SERVER_MSG.webhookBodyIsNotA);
      }
      if (typeof eventId !== "string" || !eventId)
        throw new AppError(400, "NO_EVENT_ID", BOOKINGS_SERVER_MSG.xRazorpayEventIdIs);
      const entity = parsed.payload.payment?.entity;
      return events.apply({
        id: eventId,
        type: parsed.event,
        ...(entity ? { payment: { id: entity.id, orderId: entity.order_id ?? null } } : {}),
      });
    },
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
        // Not a booking: perhaps a course purchase, a session package or a circle seat.
        return (
          (await d.courses.settleOrder(payment.orderId, payment.id)) ??
          (await d.credits?.settleOrder(payment.orderId, payment.id)) ??
          (await d.seats?.settleOrder(payment.orderId, payment.id)) ??
          "ignored"
        );
      }
      if (event.type === "payment.failed" && found)
        return (await d.bookings.paymentFailed(found.booking.id)) ? "released" : "ignored";
      return "ignored";
    },
  };
  return events;
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
