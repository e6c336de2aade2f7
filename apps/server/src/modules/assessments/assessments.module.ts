// Self-assessments (PHQ-9, GAD-7): scored answers behind the sensitive-processing consent.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ConsentsService } from "../consents/consents.service.ts";
import { createAssessmentsRepository } from "./assessments.repository.ts";
import { assessmentsRoutes } from "./assessments.routes.ts";
import { createAssessmentsService } from "./assessments.service.ts";

export function createAssessmentsModule(d: Pick<Platform, "db" | "session"> & { consents: ConsentsService }) {
  const assessments = createAssessmentsService(createAssessmentsRepository(d.db), d.consents);
  return defineModule({ services: { assessments }, routes: [assessmentsRoutes(d.session, assessments)] });
}
