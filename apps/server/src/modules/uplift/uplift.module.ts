// Builds the Uplift Feed.
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Db } from "../../platform/db/client.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import { createUpliftRepository } from "./uplift.repository.ts";
import { upliftRoutes } from "./uplift.routes.ts";
import { createUpliftService } from "./uplift.service.ts";

export function createUpliftModule(d: { db: Db; session: SessionReader }) {
  const service = createUpliftService({ repo: createUpliftRepository(d.db) });
  return defineModule({ services: { uplift: service }, routes: [upliftRoutes(d.session, service)] });
}
