// Builds the course catalogue console for the composition root.
import path from "node:path";
import type { Logger } from "pino";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { createAdminCourseContentRepository } from "./admin-course-content.repository.ts";
import { createAdminCoursesRepository } from "./admin-courses.repository.ts";
import { adminCoursesRoutes } from "./admin-courses.routes.ts";
import { createAdminCoursesService } from "./admin-courses.service.ts";

export function createAdminCoursesModule(d: {
  db: Db;
  storage: Storage;
  staffGuard: StaffGuard;
  config: Pick<Config, "dataDir">;
  log: Logger;
}) {
  const service = createAdminCoursesService({
    courses: createAdminCoursesRepository(d.db),
    content: createAdminCourseContentRepository(d.db),
    storage: d.storage,
    log: d.log,
  });
  const tmpDir = path.join(d.config.dataDir, "tmp");
  return defineModule({ services: {}, routes: [adminCoursesRoutes(d.staffGuard, service, { tmpDir })] });
}
