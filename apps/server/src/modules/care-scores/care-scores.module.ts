// Measurement before every session: check-ins 24 hours ahead (a job each minute), consent-gated
// scores for the counsellor, and the counsellor's caseload.
import type { PeriodicJob } from "../../platform/jobs/scheduler.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { CareAccess } from "../care-links/index.ts";
import { createCareScoresRepository } from "./care-scores.repository.ts";
import { careScoresRoutes } from "./care-scores.routes.ts";
import { type CareScoresDeps, createCareScoresService } from "./care-scores.service.ts";

export function createCareScoresModule(
  d: Pick<Platform, "db" | "session" | "log"> & { careAccess: CareAccess } & Pick<
      CareScoresDeps,
      "consents" | "notifications" | "push"
    >,
) {
  const careScores = createCareScoresService({
    repo: createCareScoresRepository(d.db),
    careAccess: d.careAccess,
    consents: d.consents,
    notifications: d.notifications,
    push: d.push,
    log: d.log,
  });
  const jobs: PeriodicJob[] = [{ name: "care-check-ins", cron: "* * * * *", run: () => careScores.askDue() }];
  return defineModule({ services: { careScores }, routes: [careScoresRoutes(d.session, careScores)], jobs });
}
