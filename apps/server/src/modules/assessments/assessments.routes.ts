import { assessmentResultSchema, assessmentSubmitSchema } from "@saathi/contract/assessments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { AssessmentsService } from "./assessments.service.ts";

/** A member's own screening results; nobody else can read them. */
export function assessmentsRoutes(session: SessionReader, assessments: AssessmentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["assessments"];
    app.post(
      "/api/assessments",
      {
        schema: {
          tags,
          summary: "Score and keep a completed PHQ-9, GAD-7 or WHO-5",
          body: assessmentSubmitSchema,
          response: { 200: assessmentResultSchema },
        },
      },
      async (request) => assessments.submit((await session.require(request)).id, request.body),
    );
    app.get(
      "/api/assessments",
      { schema: { tags, summary: "My results, newest first", response: { 200: z.array(assessmentResultSchema) } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return assessments.history((await session.require(request)).id);
      },
    );
    app.get(
      "/api/assessments/:id",
      {
        schema: {
          tags,
          summary: "One of my results",
          params: z.object({ id: z.uuid("Result not found") }),
          response: { 200: assessmentResultSchema },
        },
      },
      async (request) => assessments.one((await session.require(request)).id, request.params.id),
    );
  };
}
