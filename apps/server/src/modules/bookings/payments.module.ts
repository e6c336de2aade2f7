// Builds the payment routes (webhook, verify, and the sandbox checkout when there is no real gateway)
// for the composition root: one place settles bookings and course orders.
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Payments } from "../../platform/payments/payments.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import type { BookingsRepository } from "./bookings.repository.ts";
import type { BookingsService } from "./bookings.service.ts";
import { createPaymentEventsService } from "./payment-events.service.ts";
import { paymentsRoutes } from "./payments.routes.ts";
import { createSandboxCheckoutService } from "./sandbox-checkout.service.ts";

export function createPaymentRoutes(d: {
  session: SessionReader;
  repo: BookingsRepository;
  bookings: BookingsService;
  courses: CoursesService;
  payments: Payments;
}) {
  const events = createPaymentEventsService({
    repo: d.repo,
    bookings: d.bookings,
    courses: d.courses,
    provider: d.payments.gateway.provider,
    webhookSecret: d.payments.gateway.webhookSecret,
  });
  const sandbox = d.payments.sandbox;
  const checkout = sandbox ? createSandboxCheckoutService({ repo: d.repo, courses: d.courses, sandbox }) : null;
  return paymentsRoutes({ session: d.session, events, checkout });
}
