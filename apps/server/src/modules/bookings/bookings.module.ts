// Bookings: holds, payment and confirmation, moves and cancellations, reviews; the payment routes
// (webhook, verify, the sandbox checkout when there is no real gateway) that settle bookings and course
// orders; and an expert's suspension, which cancels their future sessions with refunds. A block between
// a member and an expert cancels their sessions to come ("block.made", and a minute sweep).

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { CircleSeatOrders } from "../circles/index.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PackageCredits } from "../packages/index.ts";
import type { BookingReminderHooks } from "../reminders/reminders.module.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import type { GuardianBookingHooks, YouthChecks } from "../young-people/index.ts";
import { createBlockCancellationsRepository } from "./block-cancellations.repository.ts";
import { createBlockCancellations } from "./block-cancellations.ts";
import { createBookingJobs } from "./bookings.jobs.ts";
import { createBookingsRepository } from "./bookings.repository.ts";
import { bookingsRoutes } from "./bookings.routes.ts";
import { type BookingsService, createBookingsService } from "./bookings.service.ts";
import { createExpertSuspensionRepository } from "./expert-suspension.repository.ts";
import { createExpertSuspensionService } from "./expert-suspension.service.ts";
import { createPaymentEventsService } from "./payment-events.service.ts";
import { paymentsRoutes } from "./payments.routes.ts";
import { createSandboxCheckoutService } from "./sandbox-checkout.service.ts";

type Deps = Pick<Platform, "db" | "session" | "payments" | "publisher" | "messenger" | "log"> & {
  experts: ExpertsService;
  courses: CoursesService;
  notifications: NotificationsService;
  writeCheck: WriteCheckService;
  /** Session reminders, scheduled, moved and ended with the booking. */
  reminderHooks: BookingReminderHooks;
  /** Session packages: booking with a credit, and whose package order the sandbox is paying. */
  credits?: PackageCredits;
  /** Circle seats: whose seat order the sandbox is paying, and the webhook's captured payment for one. */
  seats?: CircleSeatOrders;
  /** Minors do not book alone. */
  youth?: YouthChecks;
  /** A minor's booking is consented to and paid for by their guardian, from young-people's link. */
  guardianBookings?: GuardianBookingHooks;
};

export function createBookingsModule(d: Deps) {
  const repo = createBookingsRepository(d.db);
  const shared = { payments: d.payments, notifications: d.notifications, publisher: d.publisher, log: d.log };
  const more = { messenger: d.messenger, reminders: d.reminderHooks, credits: d.credits, youth: d.youth };
  const guardianBookings = d.guardianBookings;
  const bookings = createBookingsService({
    bookings: repo,
    experts: d.experts,
    writeCheck: d.writeCheck,
    ...shared,
    ...more,
    guardianBookings,
  });
  guardianBookings?.connect(bookings.guardianHolds);
  const guardianHoldsExpired = guardianBookings && ((ids: string[]) => guardianBookings.expired(ids));
  const jobs = createBookingJobs({ repo, bookings, gateway: d.payments.gateway, log: d.log, guardianHoldsExpired });
  const affected = createExpertSuspensionRepository(d.db);
  const suspension = createExpertSuspensionService({ bookings: repo, affected, ...shared, ...more });
  const bound = createBlockCancellationsRepository(d.db);
  const blocked = createBlockCancellations({ bookings: repo, bound, ...shared, ...more });
  return defineModule({
    services: { bookings, suspension, bookingJobs: jobs },
    routes: [bookingsRoutes(d.session, bookings), paymentRoutes(d, repo, bookings)],
    jobs: [
      { name: "bookings-expire-holds", cron: "* * * * *", run: () => jobs.expireHolds() },
      { name: "payments-reconcile", cron: "* * * * *", run: () => jobs.reconcile() },
      { name: "bookings-end-blocked", cron: "* * * * *", run: () => blocked.sweep() },
    ],
    events: { "block.made": async (pair) => void (await blocked.blockMade(pair)) },
  });
}

function paymentRoutes(d: Deps, repo: ReturnType<typeof createBookingsRepository>, bookings: BookingsService) {
  const { gateway, sandbox } = d.payments;
  const events = createPaymentEventsService({
    ...{ repo, bookings, courses: d.courses, credits: d.credits, seats: d.seats },
    ...{ provider: gateway.provider, webhookSecret: gateway.webhookSecret },
  });
  const checkout = sandbox
    ? createSandboxCheckoutService({ repo, courses: d.courses, credits: d.credits, seats: d.seats, sandbox })
    : null;
  return paymentsRoutes({ session: d.session, events, checkout });
}
