// Session packages: an expert's offers of 4 or 8 sessions, a member's purchase paid once, refunds of
// unused sessions (and the job that retries them). Booking with a credit is the bookings module's,
// through this module's `credits` port (bookings comes later in app.ts and takes it).
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createPackagesRepository } from "./packages.repository.ts";
import { packagesRoutes } from "./packages.routes.ts";
import { createPackagesService } from "./packages.service.ts";

export function createPackagesModule(
  d: Pick<Platform, "db" | "session" | "payments" | "log"> & { experts: ExpertsService; youth?: YouthChecks },
) {
  const packages = createPackagesService({
    repo: createPackagesRepository(d.db),
    experts: d.experts,
    payments: d.payments,
    log: d.log,
    youth: d.youth,
  });
  return defineModule({
    services: { packages },
    routes: [packagesRoutes(d.session, packages)],
    jobs: [{ name: "packages-retry-refunds", cron: "* * * * *", run: () => packages.retryPendingRefunds() }],
  });
}
