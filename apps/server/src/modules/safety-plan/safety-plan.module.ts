// Builds the safety plan and trusted contact routes for the composition root.
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Db } from "../../platform/db/client.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import { createSafetyPlanRepository } from "./safety-plan.repository.ts";
import { safetyPlanRoutes } from "./safety-plan.routes.ts";
import { createSafetyPlanService } from "./safety-plan.service.ts";

export function createSafetyPlanModule(d: {
  db: Db;
  session: SessionReader;
  messenger: Messenger;
  limiter: RateLimiter;
  log: Logger;
}) {
  const service = createSafetyPlanService({
    repo: createSafetyPlanRepository(d.db),
    messenger: d.messenger,
    limiter: d.limiter,
    log: d.log,
  });
  return defineModule({ services: { safetyPlan: service }, routes: [safetyPlanRoutes(d.session, service)] });
}
