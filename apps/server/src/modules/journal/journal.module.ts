// Journal and mood: private entries behind the sensitive-processing consent.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ConsentsService } from "../consents/consents.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createJournalRepository } from "./journal.repository.ts";
import { journalRoutes } from "./journal.routes.ts";
import { createJournalService } from "./journal.service.ts";

export function createJournalModule(
  d: Pick<Platform, "db" | "session"> & { consents: ConsentsService; youth: YouthChecks },
) {
  const journal = createJournalService(createJournalRepository(d.db), d.consents, d.youth);
  return defineModule({ services: { journal }, routes: [journalRoutes(d.session, journal)] });
}
