// Builds the money area for the composition root: repositories → services → routes.
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import { createStaffGuard } from "../../platform/auth/staff-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Payments } from "../../platform/payments/payments.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { createAdminBookingsRepository } from "./admin-bookings.repository.ts";
import { createAdminBookingsService } from "./admin-bookings.service.ts";
import { bookingDisputesRoutes } from "./booking-disputes.routes.ts";
import { createDisputesRepository } from "./disputes.repository.ts";
import { createDisputesService } from "./disputes.service.ts";
import { expertMoneyRoutes } from "./expert-money.routes.ts";
import { createExpertMoneyService } from "./expert-money.service.ts";
import { moneyRoutes } from "./money.routes.ts";
import { createPayoutsRepository } from "./payouts.repository.ts";
import { createPayoutsService } from "./payouts.service.ts";
import { createRefundsRepository } from "./refunds.repository.ts";
import { createRefundsService } from "./refunds.service.ts";

export interface MoneyJobs {
  /** Sends refunds the gateway has not confirmed yet (run every minute). */
  retryRefunds(): Promise<number>;
}

export function createMoneyModule(d: {
  db: Db;
  session: SessionReader;
  payments: Payments;
  notifications: NotificationsService;
  messenger: Messenger;
  log: Logger;
}) {
  const refunds = createRefundsService({
    repo: createRefundsRepository(d.db),
    gateway: d.payments.gateway,
    notifications: d.notifications,
    messenger: d.messenger,
    log: d.log,
  });
  const disputes = createDisputesService({
    repo: createDisputesRepository(d.db),
    refunds,
    notifications: d.notifications,
    messenger: d.messenger,
    log: d.log,
  });
  const bookings = createAdminBookingsService({ repo: createAdminBookingsRepository(d.db), refunds });
  const payoutsRepo = createPayoutsRepository(d.db);
  const payouts = createPayoutsService({ repo: payoutsRepo });
  const expertMoney = createExpertMoneyService({ repo: payoutsRepo });
  const jobs: MoneyJobs = { retryRefunds: () => refunds.retryPending() };
  return defineModule({
    services: { refunds, disputes, moneyJobs: jobs },
    routes: [
      bookingDisputesRoutes(d.session, disputes),
      expertMoneyRoutes(d.session, expertMoney),
      moneyRoutes(createStaffGuard(d.session), { bookings, refunds, disputes, payouts }),
    ],
    jobs: [{ name: "money-retry-refunds", cron: "* * * * *", run: () => jobs.retryRefunds() }],
  });
}
