// Games: the 5-Day Anxiety Challenge (progress, private notes) and its next-morning reminder sweep (each process every minute when jobs run; the claim makes each reminder once).
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createChallengesRepository } from "./challenges.repository.ts";
import { challengesRoutes } from "./challenges.routes.ts";
import { createChallengesService } from "./challenges.service.ts";

const SWEEP_MS = 60_000;

export function createChallengesModule(d: {
  db: Db;
  config: Pick<Config, "JOBS">;
  session: SessionReader;
  notifications: NotificationsService;
  writeCheck: WriteCheckService;
  log: Logger;
  now?: () => number;
  /** No engagement nudges for minors. */
  youth?: YouthChecks;
}) {
  const service = createChallengesService({
    repo: createChallengesRepository(d.db),
    notifications: d.notifications,
    writeCheck: d.writeCheck,
    log: d.log,
    youth: d.youth,
    ...(d.now ? { now: d.now } : {}),
  });
  let timer: NodeJS.Timeout | null = null;
  // The in-process sweep, when this process runs jobs (stopped on close).
  if (d.config.JOBS) {
    timer = setInterval(() => {
      service.sendDueReminders().catch((err) => d.log.error({ err }, "challenge reminders failed"));
    }, SWEEP_MS);
    timer.unref();
  }
  return defineModule({
    services: { challenges: service },
    routes: [challengesRoutes(d.session, service)],
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  });
}
