// Builds the Health Bot (issue 20) for registerWellbeingModules: its service and routes.
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Db } from "../../platform/db/client.ts";
import type { JournalService } from "../journal/journal.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { createHealthbotRepository } from "./healthbot.repository.ts";
import { healthbotRoutes } from "./healthbot.routes.ts";
import { createHealthbotService } from "./healthbot.service.ts";

export function createHealthbotModule(d: {
  db: Db;
  session: SessionReader;
  writeCheck: WriteCheckService;
  journal: JournalService;
}) {
  const service = createHealthbotService({
    repo: createHealthbotRepository(d.db),
    writeCheck: d.writeCheck,
    journal: d.journal,
  });
  return { service, routes: [healthbotRoutes(d.session, service)] };
}
