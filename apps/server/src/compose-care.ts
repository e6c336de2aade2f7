// Care between sessions, wired after the modules it builds on (bookings, consents, notifications,
// reminders): care links first, since every care module checks them before anything else.
import type { BookingsService } from "./modules/bookings/bookings.service.ts";
import { createCareLinksModule } from "./modules/care-links/care-links.module.ts";
import { createCarePlanModule } from "./modules/care-plan/care-plan.module.ts";
import { createCareScoresModule } from "./modules/care-scores/care-scores.module.ts";
import type { ConsentsService } from "./modules/consents/consents.service.ts";
import type { CoursesService } from "./modules/courses/courses.service.ts";
import type { ExpertsService } from "./modules/experts/experts.service.ts";
import { createMatchingModule } from "./modules/matching/matching.module.ts";
import type { NotificationsService } from "./modules/notifications/notifications.service.ts";
import { createOutcomesModule } from "./modules/outcomes/outcomes.module.ts";
import type { PushService } from "./modules/push/push.service.ts";
import type { createRemindersModule } from "./modules/reminders/reminders.module.ts";
import type { ModuleList } from "./platform/modules/app-module.ts";
import type { Platform } from "./platform/modules/platform.ts";

export interface CareDeps {
  consents: ConsentsService;
  notifications: NotificationsService;
  push: PushService;
  experts: ExpertsService;
  courses: CoursesService;
  bookings: BookingsService;
  reminders: ReturnType<typeof createRemindersModule>["services"]["reminders"];
}

export function careBetweenSessions(p: Platform, use: ModuleList["use"], d: CareDeps) {
  const { careAccess, careLinks } = use(createCareLinksModule(p));
  use(createMatchingModule({ ...p, experts: d.experts }));
  const { careScores } = use(createCareScoresModule({ ...p, careAccess, careLinks, ...d }));
  const { carePlan } = use(createCarePlanModule({ ...p, careAccess, courses: d.courses }));
  use(createOutcomesModule(p));
  return { careAccess, careLinks, careScores, carePlan, ...d };
}
