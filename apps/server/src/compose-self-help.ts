// The self-help modules (Health Bot, challenges, daily wellness, uplift, invites), wired last: they
// build on journal, experts, notifications, the write check and courses, and nothing builds on them.
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
import type { YouthChecks } from "./modules/young-people/index.ts";
import type { ModuleList } from "./platform/modules/app-module.ts";
import type { Platform } from "./platform/modules/platform.ts";

export interface SelfHelpDeps {
  journal: JournalService;
  experts: ExpertsService;
  notifications: NotificationsService;
  writeCheck: WriteCheckService;
  courses: CoursesService;
  /** Minors get no engagement nudges (the challenge's reminder). */
  youth: YouthChecks;
}

export function selfHelp(p: Platform, use: ModuleList["use"], d: SelfHelpDeps): void {
  use(createHealthbotModule({ ...p, journal: d.journal, experts: d.experts, youth: d.youth }));
  use(createChallengesModule({ ...p, notifications: d.notifications, writeCheck: d.writeCheck, youth: d.youth }));
  use(createDailyWellnessModule(p));
  use(createUpliftModule(p));
  use(createInvitesModule({ ...p, courses: d.courses }));
}
