// Peer circles: text rooms led by trained listeners, members under circle nicknames. Messages go
// through the write check; the room's channel admits only its current members; a daily job erases
// history older than 7 days; moderators decide on listeners.

import { createStaffGuard } from "../../platform/auth/staff-guard.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createListenersService } from "./listeners.service.ts";
import { createPeerCirclesRepository } from "./peer-circles.repository.ts";
import { peerCirclesAdminRoutes, peerCirclesRoutes } from "./peer-circles.routes.ts";
import { createPeerCirclesService } from "./peer-circles.service.ts";

export function createPeerCirclesModule(
  d: Pick<Platform, "db" | "session" | "publisher" | "channelPolicy"> & {
    notifications: NotificationsService;
    writeCheck: WriteCheckService;
    visibility: VisibilityService;
    /** Peer circles are for adults: every minor is refused (decision 038). */
    youth: YouthChecks;
    now?: () => number;
  },
) {
  const repo = createPeerCirclesRepository(d.db);
  // Leaving a room, or losing the listener role, cuts that member's open subscriptions on every node.
  const revoke = (channel: string, userIds: string[]) => d.channelPolicy.revoke(channel, userIds);
  const peerCircles = createPeerCirclesService({
    ...{ repo, writeCheck: d.writeCheck, notifications: d.notifications, visibility: d.visibility },
    ...{ publisher: d.publisher, youth: d.youth, revoke, ...(d.now ? { now: d.now } : {}) },
  });
  const listeners = createListenersService(repo, d.notifications, d.youth, d.publisher, revoke);
  // Only a room's current members listen on it.
  d.channelPolicy.add("peer_room_", (userId, channel) => peerCircles.canSubscribe(userId, channel));
  const moderators = createStaffGuard(d.session, { roles: ["admin", "moderator"] });
  return defineModule({
    services: { peerCircles, listeners },
    routes: [peerCirclesRoutes(d.session, peerCircles, listeners), peerCirclesAdminRoutes(moderators, listeners)],
    jobs: [{ name: "peer-circles-erase-old", cron: "17 * * * *", run: () => peerCircles.eraseOld() }],
    events: {
      "moderation.approved": async (target) => {
        if (target.type === "circle_message") await peerCircles.release(target.id);
      },
    },
  });
}
