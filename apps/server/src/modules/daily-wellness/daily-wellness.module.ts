// Builds the Daily Wellness Broadcast: public reads and the
// console's section.
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import { createDailyWellnessRepository } from "./daily-wellness.repository.ts";
import { adminDailyWellnessRoutes, dailyWellnessRoutes } from "./daily-wellness.routes.ts";
import { createDailyWellnessService } from "./daily-wellness.service.ts";

export function createDailyWellnessModule(d: { db: Db; staffGuard: StaffGuard }) {
  const service = createDailyWellnessService({ repo: createDailyWellnessRepository(d.db) });
  return defineModule({
    services: { dailyWellness: service },
    routes: [dailyWellnessRoutes(service), adminDailyWellnessRoutes(d.staffGuard, service)],
  });
}
