// Builds the Health Bot: its service and routes.
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Db } from "../../platform/db/client.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { JournalService } from "../journal/journal.service.ts";
import { createWriteCheckHelpService } from "../safety/write-check-help.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createHealthbotRepository } from "./healthbot.repository.ts";
import { healthbotRoutes } from "./healthbot.routes.ts";
import { createHealthbotService } from "./healthbot.service.ts";

export function createHealthbotModule(d: {
  db: Db;
  session: SessionReader;
  limiter: RateLimiter;
  journal: JournalService;
  /** The person offer reuses the crisis card's earliest expert time. */
  experts: ExpertsService;
  /** A minor's words are kept only with a guardian's consent. */
  youth?: YouthChecks;
}) {
  const service = createHealthbotService({
    repo: createHealthbotRepository(d.db),
    journal: d.journal,
    help: createWriteCheckHelpService(d.experts),
    limiter: d.limiter,
    youth: d.youth,
  });
  return defineModule({ services: { healthbot: service }, routes: [healthbotRoutes(d.session, service)] });
}
