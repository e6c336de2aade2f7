// Builds 'Delete my account' for the composition root: the request, plan and keep routes,
// and the erasure sweep (a job each minute; a dev-only route runs it as of a moved clock).
import type { Logger } from "pino";
import type { Auth } from "../../platform/auth/auth.ts";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { BookingsService } from "../bookings/bookings.service.ts";
import type { ExpertSuspensionService } from "../bookings/expert-suspension.service.ts";
import type { CirclesService } from "../circles/index.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PackagesService } from "../packages/index.ts";
import { createAccountDeletionRepository } from "./account-deletion.repository.ts";
import { accountDeletionRoutes } from "./account-deletion.routes.ts";
import { createAccountDeletionService } from "./account-deletion.service.ts";
import { createErasureRepository } from "./erasure.repository.ts";
import { createErasureService } from "./erasure.service.ts";
import { erasureSweepRoutes } from "./erasure-sweep.routes.ts";

export function createAccountDeletionModule(d: {
  db: Db;
  auth: Auth;
  session: SessionReader;
  storage: Storage;
  bookings: BookingsService;
  suspension: ExpertSuspensionService;
  /** Session packages: unused sessions refunded on deletion. */
  packages?: PackagesService;
  /** Circles: seats cancelled and refunded, a host's circles cancelled, on deletion. */
  circles?: CirclesService;
  notifications: NotificationsService;
  messenger: Messenger;
  limiter: RateLimiter;
  config: Pick<Config, "isProduction">;
  log: Logger;
}) {
  const erasure = createErasureService({ repo: createErasureRepository(d.db), storage: d.storage, log: d.log });
  const service = createAccountDeletionService({
    repo: createAccountDeletionRepository(d.db),
    bookings: d.bookings,
    suspension: d.suspension,
    packages: d.packages,
    circles: d.circles,
    notifications: d.notifications,
    messenger: d.messenger,
    limiter: d.limiter,
    checkPassword: async (hash, password) => (await d.auth.$context).password.verify({ hash, password }),
    log: d.log,
  });
  const routes = [accountDeletionRoutes(d.session, service)];
  if (!d.config.isProduction) routes.push(erasureSweepRoutes((asOf) => erasure.sweep(asOf)));
  return defineModule({
    services: { erasure },
    routes,
    jobs: [{ name: "account-erasure-sweep", cron: "* * * * *", run: () => erasure.sweep() }],
    // A module built earlier (young-people) asks for an account to be erased now (a child under 13).
    events: {
      "account.erase-now": async ({ userId, reason }) => {
        await erasure.eraseNow(userId, reason);
      },
    },
  });
}
