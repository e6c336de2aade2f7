// Support circles, wired from app.ts. Counsellor-led circles come before bookings: the payment routes
// (webhook, sandbox checkout) settle seat orders through the circles module's `orders` port.

import { createCirclesModule } from "./modules/circles/circles.module.ts";
import type { ExpertsService } from "./modules/experts/experts.service.ts";
import type { NotificationsService } from "./modules/notifications/notifications.service.ts";
import type { ModuleList } from "./platform/modules/app-module.ts";
import type { Platform } from "./platform/modules/platform.ts";

/** Counsellor-led circles: circles, meetings, seats and waitlists. */
export function counsellorCircles(
  p: Platform,
  use: ModuleList["use"],
  d: { experts: ExpertsService; notifications: NotificationsService },
) {
  return use(createCirclesModule({ ...p, ...d }));
}
