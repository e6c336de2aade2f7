// Development-only routes (never registered in production): the dev outbox and practice sessions.
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";
import { createOutbox } from "../../platform/mail/outbox.repository.ts";
import { outboxRoutes } from "./outbox.routes.ts";
import { createOutboxService } from "./outbox.service.ts";
import { createPracticeSessionRepository } from "./practice-session.repository.ts";
import { practiceSessionRoutes } from "./practice-session.routes.ts";
import { createPracticeSessionService } from "./practice-session.service.ts";

export const devRoutes = (db: Db, config: Config) => [
  outboxRoutes(createOutboxService(createOutbox(db))),
  practiceSessionRoutes(createPracticeSessionService(createPracticeSessionRepository(db), config)),
];
