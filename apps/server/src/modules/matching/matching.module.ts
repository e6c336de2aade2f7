// "Find my counsellor": a short questionnaire ranks the listed experts (matching.rank.ts).
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createMatchingRepository } from "./matching.repository.ts";
import { matchingRoutes } from "./matching.routes.ts";
import { createMatchingService, type ExpertSlotsPort } from "./matching.service.ts";

export function createMatchingModule(d: Pick<Platform, "db" | "session" | "limiter"> & { experts: ExpertSlotsPort }) {
  const matching = createMatchingService({
    repo: createMatchingRepository(d.db),
    experts: d.experts,
    limiter: d.limiter,
  });
  return defineModule({ services: { matching }, routes: [matchingRoutes(d.session, matching)] });
}
