// Builds expert vetting for the composition root: the applications queue, decisions, and
// suspension with refunds (the suspension service is shared with account deletion).
import type { Logger } from "pino";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { ExpertSuspensionService } from "../bookings/expert-suspension.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { createCampusBadgeRepository } from "./campus-badge.repository.ts";
import { campusBadgeRoutes } from "./campus-badge.routes.ts";
import { createCampusBadgeService } from "./campus-badge.service.ts";
import { createVettingRepository } from "./vetting.repository.ts";
import { vettingRoutes } from "./vetting.routes.ts";
import { type ApplicationsForReview, createVettingService } from "./vetting.service.ts";

export function createVettingModule(d: {
  db: Db;
  staffGuard: StaffGuard;
  applications: ApplicationsForReview;
  suspension: ExpertSuspensionService;
  notifications: NotificationsService;
  messenger: Messenger;
  log: Logger;
}) {
  const { db, staffGuard, ...deps } = d;
  const vetting = createVettingService({ repo: createVettingRepository(db), ...deps });
  const campus = createCampusBadgeService(createCampusBadgeRepository(db));
  return defineModule({
    services: {},
    routes: [vettingRoutes(staffGuard, vetting), campusBadgeRoutes(staffGuard, campus)],
  });
}
