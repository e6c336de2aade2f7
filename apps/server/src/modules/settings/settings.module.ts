// Settings: privacy and notification choices (notifications honour them).

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createSettingsRepository } from "./settings.repository.ts";
import { settingsRoutes } from "./settings.routes.ts";
import { createSettingsService } from "./settings.service.ts";

export function createSettingsModule(d: Pick<Platform, "db" | "session">) {
  const settings = createSettingsService(createSettingsRepository(d.db));
  return defineModule({ services: { settings }, routes: [settingsRoutes(d.session, settings)] });
}
