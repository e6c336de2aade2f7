// Builds the consents and nominee routes for the composition root.
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Db } from "../../platform/db/client.ts";
import { consentsRoutes } from "./consents.routes.ts";
import type { ConsentsService } from "./consents.service.ts";
import { createNomineeRepository } from "./nominee.repository.ts";
import { createNomineeService } from "./nominee.service.ts";

export const createConsentsRoutes = (db: Db, session: SessionReader, consents: ConsentsService) =>
  consentsRoutes(session, consents, createNomineeService(createNomineeRepository(db)));
