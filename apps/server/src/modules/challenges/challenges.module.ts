// Builds the challenges area for registerWellbeingModules: repository → service → routes,
// and the reminder sweep (each process every minute when jobs run; the claim makes each reminder once).
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Db } from "../../platform/db/client.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { createChallengesRepository } from "./challenges.repository.ts";
import { challengesRoutes } from "./challenges.routes.ts";
import { createChallengesService } from "./challenges.service.ts";

const SWEEP_MS = 60_000;

export function createChallengesModule(d: {
  db: Db;
  session: SessionReader;
  notifications: NotificationsService;
  writeCheck: WriteCheckService;
  log: Logger;
  now?: () => number;
}) {
  const service = createChallengesService({
    repo: createChallengesRepository(d.db),
    notifications: d.notifications,
    writeCheck: d.writeCheck,
    log: d.log,
    ...(d.now ? { now: d.now } : {}),
  });
  let timer: NodeJS.Timeout | null = null;
  return {
    service,
    routes: [challengesRoutes(d.session, service)],
    /** The in-process sweep (started by registerWellbeingModules when jobs run; stopped on close). */
    startSweep() {
      if (timer) return;
      timer = setInterval(() => {
        service.sendDueReminders().catch((err) => d.log.error({ err }, "challenge reminders failed"));
      }, SWEEP_MS);
      timer.unref();
    },
    stopSweep() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type ChallengesModule = ReturnType<typeof createChallengesModule>;
