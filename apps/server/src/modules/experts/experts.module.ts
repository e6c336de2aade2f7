// Experts: the directory, listings and profiles members book from.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createExpertsRepository } from "./experts.repository.ts";
import { expertsRoutes } from "./experts.routes.ts";
import { createExpertsService } from "./experts.service.ts";

export function createExpertsModule(d: Pick<Platform, "db" | "session">) {
  const experts = createExpertsService(createExpertsRepository(d.db));
  return defineModule({ services: { experts }, routes: [expertsRoutes(d.session, experts)] });
}
