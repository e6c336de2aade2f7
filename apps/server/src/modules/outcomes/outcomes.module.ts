// Outcomes of care: the public table and the console's, from before-session scores (decision 037).
import { createStaffGuard } from "../../platform/auth/staff-guard.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createOutcomesRepository } from "./outcomes.repository.ts";
import { adminOutcomesRoutes, outcomesRoutes } from "./outcomes.routes.ts";
import { createOutcomesService } from "./outcomes.service.ts";

export function createOutcomesModule(d: Pick<Platform, "db" | "session">) {
  const outcomes = createOutcomesService(createOutcomesRepository(d.db));
  const staff = createStaffGuard(d.session, { roles: ["admin", "moderator"] });
  return defineModule({
    services: { outcomes },
    routes: [outcomesRoutes(outcomes), adminOutcomesRoutes(staff, outcomes)],
  });
}
