// Builds the account-security area for the composition root: repository → service → routes, jobs.
import type { Logger } from "pino";
import type { AccountsRepository } from "../../platform/auth/accounts.repository.ts";
import type { Auth } from "../../platform/auth/auth.ts";
import type { AuthGuard } from "../../platform/auth/auth-guard.service.ts";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { accountSecurityJobs } from "./account-security.jobs.ts";
import { createAccountSecurityRepository } from "./account-security.repository.ts";
import { accountSecurityRoutes } from "./account-security.routes.ts";
import { createAccountSecurityService } from "./account-security.service.ts";

export function createAccountSecurityModule(d: {
  db: Db;
  auth: Auth;
  session: SessionReader;
  accounts: AccountsRepository;
  guard: AuthGuard;
  messenger: Messenger;
  notifications: NotificationsService;
  log?: Logger;
}) {
  const service = createAccountSecurityService({
    repo: createAccountSecurityRepository(d.db),
    auth: d.auth,
    messenger: d.messenger,
    notifications: d.notifications,
    hasPassword: (userId) => d.accounts.hasPassword(userId),
    secondFactorAttempt: (ip, userId) => d.guard.secondFactorAttempt(ip, userId),
    ...(d.log ? { log: d.log } : {}),
  });
  const jobs = accountSecurityJobs(service);
  return defineModule({
    // The jobs also as a service: tests run the sign-in history purge by hand.
    services: { security: service, securityJobs: jobs },
    routes: [accountSecurityRoutes(d.session, service)],
    jobs,
    events: { "session.created": (s) => service.recordSignIn(s) },
  });
}
