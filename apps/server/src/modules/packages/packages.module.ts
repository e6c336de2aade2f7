// Session packages: an expert's offers of 4 or 8 sessions, a member's purchase paid once, refunds of
// unused sessions (and the job that retries them). Booking with a credit is the bookings module's,
// through this module's `credits` port (bookings comes later in app.ts and takes it). A block between a
// member and their package's expert refunds the pair's unused sessions: bookings calls the port once it
// has cancelled their sessions to come, and a minute sweep finishes what that missed (block-refunds.ts).
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createPackagesRepository } from "./packages.repository.ts";
import { packagesRoutes } from "./packages.routes.ts";
import { createPackagesService } from "./packages.service.ts";

export function createPackagesModule(
  d: Pick<Platform, "db" | "session" | "payments" | "log"> & {
    experts: ExpertsService;
    youth?: YouthChecks;
    /** The member's notice of a refund made for them (a block between them and the expert). */
    notifications?: NotificationsService;
  },
) {
  const packages = createPackagesService({
    repo: createPackagesRepository(d.db),
    experts: d.experts,
    payments: d.payments,
    log: d.log,
    youth: d.youth,
    notifications: d.notifications,
  });
  return defineModule({
    services: { packages },
    routes: [packagesRoutes(d.session, packages)],
    jobs: [
      { name: "packages-retry-refunds", cron: "* * * * *", run: () => packages.retryPendingRefunds() },
      // Packages between a blocked pair: what bookings' "block.made" reaction (credits.refundAllBetween) missed.
      { name: "packages-refund-blocked", cron: "* * * * *", run: () => packages.refundAcrossBlocks() },
    ],
  });
}
