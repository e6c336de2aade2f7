import {
  adminGrievancePageSchema,
  adminGrievanceQuerySchema,
  grievanceAnswerSchema,
  grievanceInputSchema,
  grievanceListSchema,
  grievanceOfficerSchema,
  grievanceSchema,
} from "@saathi/contract/grievances";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { GrievancesService } from "./grievances.service.ts";

const idParams = z.object({ id: z.uuid("Request not found") });

/** The member's side: the officer (public, for the privacy policy), raise a request, follow my tickets. */
export function grievancesRoutes(session: SessionReader, grievances: GrievancesService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["grievances"];
    // Signed in before the body is read, so a visitor gets 401 and never a 400.
    const preValidation = (request: Parameters<SessionReader["requireHook"]>[0]) => session.requireHook(request);
    app.get(
      "/api/grievances/officer",
      { schema: { tags, summary: "The grievance officer", response: { 200: grievanceOfficerSchema } } },
      async () => grievances.officer(),
    );
    app.get(
      "/api/grievances",
      { preValidation, schema: { tags, summary: "My requests, newest first", response: { 200: grievanceListSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return grievances.mine((await session.require(request)).id);
      },
    );
    app.post(
      "/api/grievances",
      {
        preValidation,
        schema: { tags, summary: "Raise a request", body: grievanceInputSchema, response: { 200: grievanceSchema } },
      },
      async (request) => grievances.create((await session.require(request)).id, request.body),
    );
    app.get(
      "/api/grievances/:id",
      {
        preValidation,
        schema: { tags, summary: "One of my requests", params: idParams, response: { 200: grievanceSchema } },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return grievances.one((await session.require(request)).id, request.params.id);
      },
    );
  };
}

/** Staff: the queue ordered by due date, and answering (admins only, audited). */
export function adminGrievancesRoutes(guard: StaffGuard, grievances: GrievancesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", (request) => guard.hook(request));
    const tags = ["admin"];
    app.get(
      "/api/admin/grievances",
      {
        schema: {
          tags,
          summary: "Grievances, soonest due first",
          querystring: adminGrievanceQuerySchema,
          response: { 200: adminGrievancePageSchema },
        },
      },
      async (request) => grievances.queue(request.query),
    );
    app.post(
      "/api/admin/grievances/:id/answer",
      {
        schema: {
          tags,
          summary: "Answer a grievance (the member is told in the app and by email)",
          params: idParams,
          body: grievanceAnswerSchema,
          response: { 200: grievanceSchema },
        },
      },
      async (request) => grievances.answer(await guard.require(request), request.params.id, request.body.answer),
    );
  };
}
