// Profiles: every account's profile (made when the account is), "me", and the member's own edits.
// Public profiles come later (public-profiles.module.ts): they need follows and visibility.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { meRoutes } from "./me.routes.ts";
import { createProfileEditService } from "./profile-edit.service.ts";
import { createProfileQueries } from "./profiles.queries.ts";
import { createProfilesRepository } from "./profiles.repository.ts";
import { createProfilesService } from "./profiles.service.ts";

export function createProfilesModule(d: Pick<Platform, "db" | "session" | "storage" | "events">) {
  const repo = createProfilesRepository(d.db);
  const profiles = createProfilesService(repo);
  const profileEdit = createProfileEditService(repo, createProfileQueries(d.db), d.storage);
  profileEdit.onUpdated((userId) => d.events.emit("profile.updated", { userId }));
  return defineModule({
    services: { profiles, profileEdit },
    routes: [meRoutes(d.session, profiles)],
    events: { "account.created": (u) => profiles.onUserCreated(u) },
  });
}
