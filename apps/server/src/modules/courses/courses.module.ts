// Courses: the catalogue, enrolment (free or paid) and lessons.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createCoursesRepository } from "./courses.repository.ts";
import { coursesRoutes } from "./courses.routes.ts";
import { createCoursesService } from "./courses.service.ts";

export function createCoursesModule(
  d: Pick<Platform, "db" | "session" | "payments" | "storage" | "log"> & { youth?: YouthChecks },
) {
  const courses = createCoursesService({
    repo: createCoursesRepository(d.db),
    payments: d.payments,
    storage: d.storage,
    log: d.log,
    ...(d.youth ? { youth: d.youth } : {}),
  });
  return defineModule({ services: { courses }, routes: [coursesRoutes(d.session, courses)] });
}
