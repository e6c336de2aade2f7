// Development-only routes (never registered in production): the dev outbox and practice sessions.
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { createOutbox } from "../../platform/mail/outbox.repository.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import { outboxRoutes } from "./outbox.routes.ts";
import { createOutboxService } from "./outbox.service.ts";
import { createPracticeSessionRepository } from "./practice-session.repository.ts";
import { practiceSessionRoutes } from "./practice-session.routes.ts";
import { createPracticeSessionService } from "./practice-session.service.ts";

export function createDevModule(d: { db: Db; config: Config }) {
  if (d.config.isProduction) return defineModule({ services: {} });
  return defineModule({
    services: {},
    routes: [
      outboxRoutes(createOutboxService(createOutbox(d.db))),
      practiceSessionRoutes(createPracticeSessionService(createPracticeSessionRepository(d.db), d.config)),
    ],
  });
}
