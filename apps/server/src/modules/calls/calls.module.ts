// Calls: video sessions between a member and an expert (signalling over realtime, ICE from config).
// A block between the two ends a ringing or live call at once ("block.made", and a minute sweep); app.ts
// lists calls before bookings, so the call ends before the pair's sessions are cancelled and refunded.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PushService } from "../push/push.service.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import { createBlockEndsCallsRepository } from "./block-ends-calls.repository.ts";
import { createBlockEndsCalls } from "./block-ends-calls.ts";
import { createCallsRepository } from "./calls.repository.ts";
import { callsRoutes } from "./calls.routes.ts";
import { createCallsService } from "./calls.service.ts";

export function createCallsModule(
  d: Pick<Platform, "db" | "config" | "session" | "publisher" | "channelPolicy" | "log"> & {
    notifications: NotificationsService;
    visibility: VisibilityService;
    push: PushService;
  },
) {
  const calls = createCallsService({
    ...{ repo: createCallsRepository(d.db), publisher: d.publisher, notifications: d.notifications },
    ...{ ice: d.config, visibility: d.visibility, push: d.push },
  });
  // Only the call's two people may listen on its room.
  d.channelPolicy.add("call_", (userId, channel) => calls.canSubscribeRoom(userId, channel));
  const blocked = createBlockEndsCalls({ rooms: createBlockEndsCallsRepository(d.db), calls, log: d.log });
  return defineModule({
    services: { calls },
    routes: [callsRoutes(d.session, calls)],
    jobs: [
      { name: "calls-end-unanswered", cron: "* * * * *", run: () => calls.endUnanswered() },
      { name: "calls-end-blocked", cron: "* * * * *", run: () => blocked.sweep() },
    ],
    events: { "block.made": async (pair) => void (await blocked.blockMade(pair)) },
  });
}
