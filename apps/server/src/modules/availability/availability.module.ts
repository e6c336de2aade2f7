// Builds an expert's own weekly hours and time off (decision 033) for the composition root.
import type { SessionReader } from "../../platform/auth/session.ts";
import type { Db } from "../../platform/db/client.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import { createAvailabilityRepository } from "./availability.repository.ts";
import { availabilityRoutes } from "./availability.routes.ts";
import { createAvailabilityService } from "./availability.service.ts";

export function createAvailabilityModule(d: { db: Db; session: SessionReader }) {
  const service = createAvailabilityService(createAvailabilityRepository(d.db));
  return defineModule({ services: { availability: service }, routes: [availabilityRoutes(d.session, service)] });
}
