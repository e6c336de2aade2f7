// Settings: privacy and notification choices (notifications honour them).

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createSettingsRepository } from "./settings.repository.ts";
import { settingsRoutes } from "./settings.routes.ts";
import { createSettingsService } from "./settings.service.ts";

export function createSettingsModule(d: Pick<Platform, "db" | "session"> & { youth?: YouthChecks }) {
  const settings = createSettingsService(createSettingsRepository(d.db), d.youth);
  return defineModule({ services: { settings }, routes: [settingsRoutes(d.session, settings)] });
}
