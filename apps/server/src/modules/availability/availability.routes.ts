import {
  AVAILABILITY_MSG,
  availabilityCheckSchema,
  myAvailabilitySchema,
  scheduleSaveSchema,
  strandedListSchema,
  timeOffCreateSchema,
  timeOffSchema,
} from "@saathi/contract/availability";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { AvailabilityService } from "./availability.service.ts";

/** The expert's own weekly hours and time off (decision 033). */
export function availabilityRoutes(session: SessionReader, availability: AvailabilityService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["availability"];
    app.get(
      "/api/expert/availability",
      {
        schema: {
          tags,
          summary: "My weekly hours, my time off and sessions outside them (experts only)",
          response: { 200: myAvailabilitySchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return availability.get(await session.require(request));
      },
    );
    app.post(
      "/api/expert/availability/check",
      {
        schema: {
          tags,
          summary: "Which booked sessions a change would leave outside my availability",
          body: availabilityCheckSchema,
          response: { 200: strandedListSchema },
        },
      },
      async (request) => availability.check(await session.require(request), request.body),
    );
    app.put(
      "/api/expert/availability/schedule",
      {
        schema: {
          tags,
          summary: "Replace my weekly hours (409 STRANDED_SESSIONS lists sessions it leaves outside)",
          body: scheduleSaveSchema,
          response: { 200: myAvailabilitySchema },
        },
      },
      async (request) => availability.saveSchedule(await session.require(request), request.body),
    );
    app.post(
      "/api/expert/availability/time-off",
      {
        schema: {
          tags,
          summary: "Add days off (409 STRANDED_SESSIONS lists sessions on them)",
          body: timeOffCreateSchema,
          response: { 200: timeOffSchema },
        },
      },
      async (request) => availability.addTimeOff(await session.require(request), request.body),
    );
    app.delete(
      "/api/expert/availability/time-off/:id",
      {
        schema: {
          tags,
          summary: "Remove one of my time-off ranges",
          params: z.object({ id: z.uuid(AVAILABILITY_MSG.timeOffNotFound) }),
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await availability.deleteTimeOff(await session.require(request), request.params.id);
        return { deleted: true as const };
      },
    );
  };
}
