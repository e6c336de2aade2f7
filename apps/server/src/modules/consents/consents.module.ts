// Rights, consents: terms and privacy recorded at sign-up, the sensitive-processing gate, the nominee.

import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createConsentsRepository } from "./consents.repository.ts";
import { consentsRoutes } from "./consents.routes.ts";
import { createConsentsService } from "./consents.service.ts";
import { createNomineeRepository } from "./nominee.repository.ts";
import { createNomineeService } from "./nominee.service.ts";

export function createConsentsModule(d: Pick<Platform, "db" | "session">) {
  const consents = createConsentsService(createConsentsRepository(d.db));
  const nominee = createNomineeService(createNomineeRepository(d.db));
  return defineModule({
    services: { consents },
    routes: [consentsRoutes(d.session, consents, nominee)],
    events: { "account.created": (u) => consents.recordSignUp(u.id) },
  });
}
