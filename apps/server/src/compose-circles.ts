// Support circles, wired from app.ts. Counsellor-led circles come before bookings: the payment routes
// (webhook, sandbox checkout) settle seat orders through the circles module's `orders` port. Peer circles
// (text rooms led by trained listeners) are built after the write check, visibility, notifications and
// young-people's checks (peer circles are for adults), which they take; nothing builds on them.

import type { ExpertSuspensionService } from "./modules/bookings/expert-suspension.service.ts";
import { createCircleRoomModule } from "./modules/circle-room/circle-room.module.ts";
import { createCirclesModule } from "./modules/circles/circles.module.ts";
import type { CirclesService } from "./modules/circles/circles.service.ts";
import { createCircleRoomAccess } from "./modules/circles/index.ts";
import type { ExpertsService } from "./modules/experts/experts.service.ts";
import type { NotificationsService } from "./modules/notifications/notifications.service.ts";
import { createPeerCirclesModule } from "./modules/peer-circles/peer-circles.module.ts";
import type { EventRemindersService } from "./modules/reminders/event-reminders.service.ts";
import type { ReportsService } from "./modules/safety/reports.service.ts";
import type { VisibilityService } from "./modules/safety/visibility.service.ts";
import type { WriteCheckService } from "./modules/safety/write-check.service.ts";
import type { YouthChecks } from "./modules/young-people/index.ts";
import type { ModuleList } from "./platform/modules/app-module.ts";
import type { Platform } from "./platform/modules/platform.ts";

/** Counsellor-led circles: circles, meetings, seats and waitlists. */
export function counsellorCircles(
  p: Platform,
  use: ModuleList["use"],
  d: {
    experts: ExpertsService;
    notifications: NotificationsService;
    writeCheck: WriteCheckService;
    eventReminders: EventRemindersService;
    youth: YouthChecks;
  },
) {
  return use(createCirclesModule({ ...p, ...d }));
}

/**
 * An expert's suspension (vetting) cancels their future sessions and, at once, the circles they host
 * (every paid seat refunded, everyone told). A failure here is logged: the circles' suspension job
 * finishes it within a minute.
 */
export function suspensionWithCircles(
  p: Pick<Platform, "log">,
  sessions: ExpertSuspensionService,
  circles: Pick<CirclesService, "suspended">,
): ExpertSuspensionService {
  return {
    async cancelFutureSessions(expertId, expertName, reason) {
      const out = await sessions.cancelFutureSessions(expertId, expertName, reason);
      await circles
        .suspended(expertId, reason)
        .catch((err) => p.log.error({ err, expertId }, "circles of a suspended expert not cancelled yet"));
      return out;
    },
  };
}

export interface PeerCirclesDeps {
  notifications: NotificationsService;
  writeCheck: WriteCheckService;
  visibility: VisibilityService;
  /** Peer circles are for adults: young-people's gate refuses every minor (decision 038). */
  youth: YouthChecks;
}

/** Peer circles and the listeners' way to their role; answers the peer circles service. */
export function peerCircles(p: Platform, use: ModuleList["use"], d: PeerCirclesDeps) {
  const { notifications, writeCheck, visibility, youth } = d;
  return use(createPeerCirclesModule({ ...p, notifications, writeCheck, visibility, youth })).peerCircles;
}

/** The live room of a counsellor-led meeting (audio on the media server, side-chat through the write check). */
export function circleRooms(
  p: Platform,
  use: ModuleList["use"],
  { writeCheck }: { writeCheck: WriteCheckService },
  reports: ReportsService,
) {
  return use(createCircleRoomModule({ ...p, access: createCircleRoomAccess(p.db), writeCheck, reports }));
}

/** Peer circles, then the live rooms of counsellor-led meetings (reports of side-chat lines go to moderation). */
export function textAndLiveRooms(p: Platform, use: ModuleList["use"], core: PeerCirclesDeps, reports: ReportsService) {
  return { peerCircles: peerCircles(p, use, core), ...circleRooms(p, use, core, reports) };
}
