// Moderation: members' reports and appeals, the queue (moderators and admins), watched words. What
// happens elsewhere is said as events: an approval (a held chat message is delivered), an item opened
// (the care module's first look), the watched words changed (the write check drops its cache).
import { createStaffGuard } from "../../platform/auth/staff-guard.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { AdminMembersService } from "../admin-members/admin-members.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { createModerationRepository } from "./moderation.repository.ts";
import { moderationRoutes, watchedWordsRoutes } from "./moderation.routes.ts";
import { createModerationService } from "./moderation.service.ts";
import { createModerationAppealsService } from "./moderation-appeals.service.ts";
import { createReportedContentRepository } from "./reported-content.repository.ts";
import { createReportsRepository } from "./reports.repository.ts";
import { reportsRoutes } from "./reports.routes.ts";
import { createReportsService, type ReportLimits } from "./reports.service.ts";
import { createWatchedWordsRepository } from "./watched-words.repository.ts";
import { createWatchedWordsService } from "./watched-words.service.ts";

export function createModerationModule(
  d: Pick<Platform, "db" | "session" | "messenger" | "publisher" | "events" | "log"> & {
    notifications: NotificationsService;
    members: AdminMembersService;
    /** A member may report only a post they can see. */
    /** Posts as a viewer may see them (a port: feed sits above safety, which it asks to check what members write). */
    posts: { get(viewerId: string, postId: string): Promise<unknown> };
    /** Reports count against the write check's hourly limits. */
    reportLimits: ReportLimits;
  },
) {
  const { events } = d;
  const repo = createModerationRepository(d.db);
  const moderation = createModerationService({
    ...{ repo, notifications: d.notifications, messenger: d.messenger, members: d.members, publisher: d.publisher },
    // Posts are published by moderation itself; a held chat message is delivered by chat.
    onApproved: ({ type, id }) => events.emit("moderation.approved", { type, id }),
    onOpened: (staff, itemId) => events.emit("moderation.opened", { staffId: staff.id, itemId }),
  });
  const canSeePost = (viewerId: string, postId: string) =>
    d.posts.get(viewerId, postId).then(
      () => true,
      () => false,
    );
  const appeals = createModerationAppealsService({ repo, moderation, members: d.members });
  const reports = createReportsService({
    ...{ reports: createReportsRepository(d.db), content: createReportedContentRepository(d.db) },
    ...{ access: { canSeePost }, limits: d.reportLimits },
  });
  // The write check reads watched words through a 30 s cache: an edit drops it at once.
  const onChange = () =>
    void events.emit("watched-words.changed", {}).catch((err) => d.log.warn({ err }, "watched words not reloaded"));
  const words = createWatchedWordsService(createWatchedWordsRepository(d.db), { onChange });
  const moderatorGuard = createStaffGuard(d.session, { roles: ["admin", "moderator"] });
  return defineModule({
    services: { moderation, reports },
    routes: [
      reportsRoutes(d.session, reports, appeals),
      moderationRoutes(moderatorGuard, moderation, appeals),
      watchedWordsRoutes(createStaffGuard(d.session), words),
    ],
  });
}
