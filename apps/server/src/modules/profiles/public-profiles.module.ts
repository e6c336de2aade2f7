// Public profiles: one member seen by another (follow state, counts, lists), and the profile edit endpoints.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { FollowsService } from "../follows/follows.service.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import type { ProfileEditService } from "./profile-edit.service.ts";
import { createProfileQueries } from "./profiles.queries.ts";
import { createProfilesRepository } from "./profiles.repository.ts";
import { profilesRoutes } from "./profiles.routes.ts";
import { createPublicProfileService } from "./public-profile.service.ts";

export function createPublicProfilesModule(
  d: Pick<Platform, "db" | "session"> & {
    profileEdit: ProfileEditService;
    follows: FollowsService;
    visibility: VisibilityService;
  },
) {
  const publicProfiles = createPublicProfileService({
    ...{ profiles: createProfilesRepository(d.db), queries: createProfileQueries(d.db) },
    ...{ follows: d.follows, visibility: d.visibility },
  });
  return defineModule({
    services: { publicProfiles },
    routes: [profilesRoutes(d.session, d.profileEdit, publicProfiles)],
  });
}
