// The self-help part of Saathi: Health Bot, games and the anxiety challenge, the daily
// wellness broadcast, the uplift feed and invites. Each module is made by its own factory
// (modules/<name>/<name>.module.ts) and registered here, so app.ts stays a short table of contents.
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { createChallengesModule } from "./modules/challenges/challenges.module.ts";
import type { CoursesService } from "./modules/courses/courses.service.ts";
import { createDailyWellnessModule } from "./modules/daily-wellness/daily-wellness.module.ts";
import type { ExpertsService } from "./modules/experts/experts.service.ts";
import { createHealthbotModule } from "./modules/healthbot/healthbot.module.ts";
import { createInvitesModule } from "./modules/invites/invites.module.ts";
import type { JournalService } from "./modules/journal/journal.service.ts";
import type { NotificationsService } from "./modules/notifications/notifications.service.ts";
import type { WriteCheckService } from "./modules/safety/write-check.service.ts";
import { createUpliftModule } from "./modules/uplift/uplift.module.ts";
import type { SessionReader } from "./platform/auth/session.ts";
import type { StaffGuard } from "./platform/auth/staff-guard.ts";
import type { Config } from "./platform/config.ts";
import type { Db } from "./platform/db/client.ts";
import type { Storage } from "./platform/storage/storage.ts";

export interface WellbeingDeps {
  db: Db;
  config: Config;
  session: SessionReader;
  staffGuard: StaffGuard;
  notifications: NotificationsService;
  /** The crisis check of everything members write (decision 020). */
  writeCheck: WriteCheckService;
  journal: JournalService;
  courses: CoursesService;
  experts: ExpertsService;
  storage: Storage;
  /** Saved profile edits (an invited friend who completes their profile earns both their reward). */
  profileEdit: { onUpdated(listener: (userId: string) => Promise<void>): void };
  log: Logger;
}

export async function registerWellbeingModules(app: FastifyInstance, deps: WellbeingDeps): Promise<void> {
  // The Health Bot: scripted flows, intents, the crisis route and the two-question safety check.
  for (const routes of createHealthbotModule(deps).routes) await app.register(routes);
  // Games: the 5-Day Anxiety Challenge (progress, private notes, the next-morning reminder).
  const challenges = createChallengesModule(deps);
  for (const routes of challenges.routes) await app.register(routes);
  if (deps.config.JOBS) challenges.startSweep();
  app.addHook("onClose", async () => challenges.stopSweep());
  // The header's other promises: the daily broadcast (and its console section), the uplift feed, invites.
  const invites = createInvitesModule({ ...deps, secret: deps.config.authSecret });
  deps.profileEdit.onUpdated((userId) => invites.service.settle(userId));
  const community = [createDailyWellnessModule(deps), createUpliftModule(deps), invites];
  for (const m of community) for (const routes of m.routes) await app.register(routes);
}
