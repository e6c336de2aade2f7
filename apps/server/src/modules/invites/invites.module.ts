// Builds Invite & Earn for registerWellbeingModules.
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Db } from "../../platform/db/client.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import { createInvitesRepository } from "./invites.repository.ts";
import { invitesRoutes } from "./invites.routes.ts";
import { createInvitesService } from "./invites.service.ts";

export function createInvitesModule(d: { db: Db; session: SessionReader; courses: CoursesService; secret: string }) {
  const service = createInvitesService({ repo: createInvitesRepository(d.db), courses: d.courses, secret: d.secret });
  return { service, routes: [invitesRoutes(d.session, service)] };
}
