// Builds the rights area for the composition root: grievances (member and staff routes),
// consents and the nominee. The consents service is built earlier (sign-up records consents).
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { createConsentsRoutes } from "../consents/consents.module.ts";
import type { ConsentsService } from "../consents/consents.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { createGrievancesRepository } from "./grievances.repository.ts";
import { adminGrievancesRoutes, grievancesRoutes } from "./grievances.routes.ts";
import { createGrievancesService } from "./grievances.service.ts";

export function createRightsModule(d: {
  db: Db;
  config: Config;
  session: SessionReader;
  staffGuard: StaffGuard;
  consents: ConsentsService;
  notifications: NotificationsService;
  messenger: Messenger;
  log: Logger;
}) {
  const grievances = createGrievancesService({
    repo: createGrievancesRepository(d.db),
    notifications: d.notifications,
    messenger: d.messenger,
    officer: { name: d.config.GRIEVANCE_OFFICER_NAME, email: d.config.GRIEVANCE_OFFICER_EMAIL },
    log: d.log,
  });
  return {
    grievances,
    routes: [
      createConsentsRoutes(d.db, d.session, d.consents),
      grievancesRoutes(d.session, grievances),
      adminGrievancesRoutes(d.staffGuard, grievances),
    ],
  };
}
