// Admin console, members: search, suspend and restore. Built before auth, whose sign-in refuses suspended members.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createAdminMembersRepository } from "./admin-members.repository.ts";
import { adminMembersRoutes } from "./admin-members.routes.ts";
import { createAdminMembersService } from "./admin-members.service.ts";

export function createAdminMembersModule(d: Pick<Platform, "db" | "messenger" | "staffGuard">) {
  const members = createAdminMembersService({ repo: createAdminMembersRepository(d.db), messenger: d.messenger });
  return defineModule({ services: { members }, routes: [adminMembersRoutes(d.staffGuard, members)] });
}
