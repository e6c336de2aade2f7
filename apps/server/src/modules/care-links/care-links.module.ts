// Care links: one member in one expert's care, and the access every care module checks first.
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createCareAccess } from "./care-links.access.ts";
import { createCareLinksRepository } from "./care-links.repository.ts";
import { careLinksRoutes } from "./care-links.routes.ts";
import { createCareLinksService } from "./care-links.service.ts";

export function createCareLinksModule(d: Pick<Platform, "db" | "session">) {
  const repo = createCareLinksRepository(d.db);
  const careAccess = createCareAccess(repo);
  const careLinks = createCareLinksService(repo, careAccess);
  return defineModule({
    services: { careLinks, careAccess },
    routes: [careLinksRoutes(d.session, careLinks)],
  });
}
