// Builds reporting and moderation for the composition root: repositories → services →
// routes. Members report and appeal; moderators and admins use the queue; admins edit watched words.
import type { SessionReader } from "../../platform/auth/session.ts";
import { createStaffGuard, type StaffUser } from "../../platform/auth/staff-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import type { AdminMembersService } from "../admin-members/admin-members.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { createModerationRepository } from "./moderation.repository.ts";
import { moderationRoutes, watchedWordsRoutes } from "./moderation.routes.ts";
import { createModerationService } from "./moderation.service.ts";
import { createModerationAppealsService } from "./moderation-appeals.service.ts";
import { createReportedContentRepository } from "./reported-content.repository.ts";
import { createReportsRepository } from "./reports.repository.ts";
import { reportsRoutes } from "./reports.routes.ts";
import { type ContentAccess, createReportsService, type ReportLimits } from "./reports.service.ts";
import { createWatchedWordsRepository } from "./watched-words.repository.ts";
import { createWatchedWordsService } from "./watched-words.service.ts";

export function createModerationModule(d: {
  db: Db;
  session: SessionReader;
  notifications: NotificationsService;
  messenger: Messenger;
  members: AdminMembersService;
  access: ContentAccess;
  /** Reports count against the write check's hourly limits. */
  reportLimits: ReportLimits;
  publisher: Publisher;
  /** Delivers content an approval releases that moderation cannot publish itself (held chat messages). */
  onApproved?: (target: { type: string; id: string; authorId: string }) => Promise<void>;
  /** A staff member opened an item (the care module records the first look). */
  onOpened?: (staff: StaffUser, itemId: string) => Promise<unknown>;
  /** Called after a watched word is added or removed (the write check's cache). */
  onWatchedWordsChange?: () => void;
}) {
  const repo = createModerationRepository(d.db);
  const moderation = createModerationService({
    repo,
    notifications: d.notifications,
    messenger: d.messenger,
    members: d.members,
    publisher: d.publisher,
    ...(d.onApproved ? { onApproved: d.onApproved } : {}),
    ...(d.onOpened ? { onOpened: d.onOpened } : {}),
  });
  const appeals = createModerationAppealsService({ repo, moderation, members: d.members });
  const reports = createReportsService({
    reports: createReportsRepository(d.db),
    content: createReportedContentRepository(d.db),
    access: d.access,
    limits: d.reportLimits,
  });
  const words = createWatchedWordsService(
    createWatchedWordsRepository(d.db),
    d.onWatchedWordsChange ? { onChange: d.onWatchedWordsChange } : {},
  );
  // Moderation routes admit moderators too; watched words (and everything else) admins only.
  const moderatorGuard = createStaffGuard(d.session, { roles: ["admin", "moderator"] });
  const adminGuard = createStaffGuard(d.session);
  return {
    moderation,
    moderatorGuard,
    routes: [
      reportsRoutes(d.session, reports, appeals),
      moderationRoutes(moderatorGuard, moderation, appeals),
      watchedWordsRoutes(adminGuard, words),
    ],
  };
}
