// Support circles: peer circles (text rooms led by trained listeners). Built after the write check,
// visibility and notifications, which they take; nothing builds on them.
import type { NotificationsService } from "./modules/notifications/notifications.service.ts";
import { createPeerCirclesModule } from "./modules/peer-circles/peer-circles.module.ts";
import type { VisibilityService } from "./modules/safety/visibility.service.ts";
import type { WriteCheckService } from "./modules/safety/write-check.service.ts";
import type { ModuleList } from "./platform/modules/app-module.ts";
import type { Platform } from "./platform/modules/platform.ts";

export interface PeerCirclesDeps {
  notifications: NotificationsService;
  writeCheck: WriteCheckService;
  visibility: VisibilityService;
}

/** Peer circles and the listeners' way to their role. */
export function peerCircles(p: Platform, use: ModuleList["use"], d: PeerCirclesDeps) {
  return use(createPeerCirclesModule({ ...p, ...d }));
}
