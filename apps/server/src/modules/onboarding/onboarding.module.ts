// Onboarding: a member's first steps and an expert's application (documents, submission).

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createApplicationRepository } from "./application.repository.ts";
import { applicationRoutes } from "./application.routes.ts";
import { createApplicationService } from "./application.service.ts";
import { createOnboardingRepository } from "./onboarding.repository.ts";
import { onboardingRoutes } from "./onboarding.routes.ts";
import { createOnboardingService } from "./onboarding.service.ts";

export function createOnboardingModule(d: Pick<Platform, "db" | "session" | "storage" | "messenger" | "log">) {
  const onboardingRepo = createOnboardingRepository(d.db);
  const applications = createApplicationService({
    ...{ repo: createApplicationRepository(d.db), storage: d.storage, messenger: d.messenger, log: d.log },
    hasProfile: (id) => onboardingRepo.hasDraft(id),
  });
  const onboarding = createOnboardingService(onboardingRepo, applications);
  return defineModule({
    services: { applications },
    routes: [onboardingRoutes(d.session, onboarding), applicationRoutes(d.session, applications)],
  });
}
