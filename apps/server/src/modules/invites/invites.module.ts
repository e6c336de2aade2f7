// Invite & Earn: a member's code, who joined through it, and the reward when they complete their profile.
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import { createInvitesRepository } from "./invites.repository.ts";
import { invitesRoutes } from "./invites.routes.ts";
import { createInvitesService } from "./invites.service.ts";

export function createInvitesModule(d: { db: Db; config: Config; session: SessionReader; courses: CoursesService }) {
  const secret = d.config.authSecret;
  const service = createInvitesService({ repo: createInvitesRepository(d.db), courses: d.courses, secret });
  return defineModule({
    services: { invites: service },
    routes: [invitesRoutes(d.session, service)],
    // An invited friend who completes their profile earns both their reward.
    events: { "profile.updated": ({ userId }) => service.settle(userId) },
  });
}
