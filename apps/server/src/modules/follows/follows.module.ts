// Follows: follow, requests for private profiles, counts; limited for new accounts by the write check.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PushService } from "../push/push.service.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { createFollowsRepository } from "./follows.repository.ts";
import { followsRoutes } from "./follows.routes.ts";
import { createFollowsService, type FollowsDeps } from "./follows.service.ts";

export function createFollowsModule(
  d: Pick<Platform, "db" | "session" | "limiter"> & {
    profiles: FollowsDeps["profiles"];
    notifications: NotificationsService;
    writeCheck: WriteCheckService;
    visibility: VisibilityService;
    push: PushService;
    youth: FollowsDeps["youth"];
  },
) {
  const follows = createFollowsService({
    ...{ follows: createFollowsRepository(d.db), profiles: d.profiles, notifications: d.notifications },
    ...{ limiter: d.limiter, newAccounts: d.writeCheck, visibility: d.visibility, push: d.push, youth: d.youth },
  });
  return defineModule({ services: { follows }, routes: [followsRoutes(d.session, follows)] });
}
