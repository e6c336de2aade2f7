// Safety, visibility: block, mute and sensitive themes; every read asks it or its SQL fragments, and
// realtime keeps a blocked pair from hearing each other.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createVisibilityRepository } from "./visibility.repository.ts";
import { visibilityRoutes } from "./visibility.routes.ts";
import { createVisibilityService, type VisibilityDeps } from "./visibility.service.ts";

export function createVisibilityModule(
  d: Pick<Platform, "db" | "session" | "channelPolicy" | "events" | "log"> & { profiles: VisibilityDeps["profiles"] },
) {
  const visibility = createVisibilityService({
    ...{ repo: createVisibilityRepository(d.db), profiles: d.profiles },
    // "block.made": bookings and calls end what binds the pair (their `events`).
    ...{ events: d.events, log: d.log },
  });
  d.channelPolicy.hidePairs((a, b) => visibility.hiddenBetween(a, b));
  return defineModule({ services: { visibility }, routes: [visibilityRoutes(d.session, visibility)] });
}
