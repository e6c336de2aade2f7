// The plan of a care link: goals, homework, shared summaries and the expert's encrypted private notes.
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { CareAccess } from "../care-links/index.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import { createNotesCipher } from "./care-plan.crypto.ts";
import { createCarePlanRepository } from "./care-plan.repository.ts";
import { carePlanRoutes } from "./care-plan.routes.ts";
import { createCarePlanService } from "./care-plan.service.ts";

export function createCarePlanModule(
  d: Pick<Platform, "db" | "session" | "config" | "log"> & { careAccess: CareAccess; courses: CoursesService },
) {
  if (d.config.careNotesDevKey && !d.config.isProduction)
    d.log.warn(
      "CARE_NOTES_KEYS is not set: experts' private session notes use the fixed development key (never use this data in production)",
    );
  const carePlan = createCarePlanService(
    createCarePlanRepository(d.db),
    d.careAccess,
    createNotesCipher(d.config.careNotesKeys),
    d.courses,
  );
  return defineModule({ services: { carePlan }, routes: [carePlanRoutes(d.session, carePlan)] });
}
