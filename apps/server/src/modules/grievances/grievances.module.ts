// Rights, grievances: a member's grievance and the officer's staff queue (consents and the nominee
// are the consents module).
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { createGrievancesRepository } from "./grievances.repository.ts";
import { adminGrievancesRoutes, grievancesRoutes } from "./grievances.routes.ts";
import { createGrievancesService } from "./grievances.service.ts";

export function createGrievancesModule(d: {
  db: Db;
  config: Config;
  session: SessionReader;
  staffGuard: StaffGuard;
  notifications: NotificationsService;
  messenger: Messenger;
  limiter: Pick<RateLimiter, "hit">;
  log: Logger;
}) {
  const grievances = createGrievancesService({
    repo: createGrievancesRepository(d.db),
    notifications: d.notifications,
    messenger: d.messenger,
    limiter: d.limiter,
    officer: { name: d.config.GRIEVANCE_OFFICER_NAME, email: d.config.GRIEVANCE_OFFICER_EMAIL },
    log: d.log,
  });
  return defineModule({
    services: { grievances },
    routes: [grievancesRoutes(d.session, grievances), adminGrievancesRoutes(d.staffGuard, grievances)],
  });
}
