// Counsellor-led circles: a listed expert's circles and their meetings, members' seats (paid through the
// same checkout as a session, or free) and the waitlist of a full meeting. The payment routes (bookings
// module) settle seat orders through this module's `orders` port, so circles is built before bookings.
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { EventRemindersService } from "../reminders/event-reminders.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createCircleReviewsRepository } from "./circle-reviews.repository.ts";
import { circleReviewsRoutes } from "./circle-reviews.routes.ts";
import { createCircleReviewsService } from "./circle-reviews.service.ts";
import { createCirclesRepository } from "./circles.repository.ts";
import { circlesRoutes } from "./circles.routes.ts";
import { createCirclesService } from "./circles.service.ts";

export function createCirclesModule(
  d: Pick<Platform, "db" | "session" | "payments" | "log" | "config"> & {
    experts: ExpertsService;
    notifications: NotificationsService;
    writeCheck: WriteCheckService;
    /** Seat holders' reminders go by email and push too, through the reminders module's channels. */
    eventReminders?: EventRemindersService;
    youth?: YouthChecks;
  },
) {
  const repo = createCirclesRepository(d.db);
  const circles = createCirclesService({
    repo,
    experts: d.experts,
    payments: d.payments,
    notifications: d.notifications,
    log: d.log,
    ...(d.eventReminders ? { reminders: d.eventReminders } : {}),
    publicUrl: d.config.publicUrl,
    ...(d.youth ? { youth: d.youth } : {}),
  });
  const circleReviews = createCircleReviewsService({
    reviews: createCircleReviewsRepository(d.db),
    circles: repo,
    writeCheck: d.writeCheck,
  });
  return defineModule({
    services: { circles, circleReviews },
    routes: [circlesRoutes(d.session, circles), circleReviewsRoutes(d.session, circleReviews)],
    jobs: [
      // Lapsed offers pass to the next person waiting; dead holds are let go; ended meetings marked.
      { name: "circles-waitlist", cron: "* * * * *", run: () => circles.refreshWaitlists() },
      { name: "circles-retry-refunds", cron: "* * * * *", run: () => circles.retryRefunds() },
      // Whoever was suspended (as a member or as an expert) leaves their seats and waitlists, refunded;
      // a suspended host's circles are cancelled with refunds.
      // Seat holders are reminded a day before and within the hour.
      { name: "circles-reminders", cron: "* * * * *", run: () => circles.sendReminders() },
      // Their emails and pushes that failed are tried again after 1, 5 and 25 minutes.
      { name: "circles-reminder-retries", cron: "* * * * *", run: () => circles.retryReminders() },
      { name: "circles-suspensions", cron: "* * * * *", run: () => circles.sweepSuspensions() },
      // A member's seats and waitlist places in the meetings to come of a host blocked either way end
      // (decision 042): what the "block.made" reaction below missed (a crash, a failure, another node's
      // lost emit).
      { name: "circles-end-blocked-seats", cron: "* * * * *", run: () => circles.sweepBlockedSeats() },
    ],
    events: { "block.made": async (pair) => void (await circles.blockMade(pair)) },
  });
}
