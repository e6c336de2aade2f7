// Outcomes of care: the public table and the console's, from before-session scores (decision 037).
import { createStaffGuard } from "../../platform/auth/staff-guard.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createOutcomesRepository } from "./outcomes.repository.ts";
import { adminOutcomesRoutes, outcomesRoutes } from "./outcomes.routes.ts";
import { createOutcomesService } from "./outcomes.service.ts";

export function createOutcomesModule(d: Pick<Platform, "db" | "session">) {
  const outcomes = createOutcomesService(createOutcomesRepository(d.db));
  // Organisation data for admins, like the console's other sections: moderators use only Moderation
  // (their menu shows nothing else), so the endpoint refuses them as every admin-only one does.
  const staff = createStaffGuard(d.session);
  return defineModule({
    services: { outcomes },
    routes: [outcomesRoutes(outcomes), adminOutcomesRoutes(staff, outcomes)],
  });
}
