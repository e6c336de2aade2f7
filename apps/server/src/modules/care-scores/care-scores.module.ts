// Measurement before every session: check-ins 24 hours ahead (a job each minute), consent-gated
// scores for the counsellor, and the counsellor's caseload.
import type { PeriodicJob } from "../../platform/jobs/scheduler.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { CareAccess, CareLinksService } from "../care-links/index.ts";
import { careCheckInsDevRoutes } from "./care-check-ins-dev.routes.ts";
import { createCareScoresRepository } from "./care-scores.repository.ts";
import { careScoresRoutes } from "./care-scores.routes.ts";
import { type CareScoresDeps, createCareScoresService } from "./care-scores.service.ts";

export function createCareScoresModule(
  d: Pick<Platform, "db" | "session" | "log" | "config" | "messenger"> & {
    careAccess: CareAccess;
    careLinks: CareLinksService;
  } & Pick<CareScoresDeps, "consents" | "notifications" | "push">,
) {
  const careScores = createCareScoresService({
    repo: createCareScoresRepository(d.db),
    careAccess: d.careAccess,
    careLinks: d.careLinks,
    consents: d.consents,
    notifications: d.notifications,
    push: d.push,
    messenger: d.messenger,
    publicUrl: d.config.publicUrl,
    log: d.log,
  });
  const jobs: PeriodicJob[] = [{ name: "care-check-ins", cron: "* * * * *", run: () => careScores.askDue() }];
  const routes = [careScoresRoutes(d.session, careScores)];
  if (!d.config.isProduction) routes.push(careCheckInsDevRoutes((asOf) => careScores.askDue(asOf)));
  return defineModule({ services: { careScores }, routes, jobs });
}
