import {
  appealAnswerSchema,
  appealInputSchema,
  myReportsSchema,
  REPORT_MSG,
  reportAnswerSchema,
  reportInputSchema,
} from "@saathi/contract/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { ModerationAppealsService } from "./moderation-appeals.service.ts";
import type { ReportsService } from "./reports.service.ts";

/** Members' side of moderation: report content, see my reports, appeal a decision on my content. */
export function reportsRoutes(
  session: SessionReader,
  reports: ReportsService,
  appeals: ModerationAppealsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", (request) => session.requireHook(request));
    app.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "private, no-store");
      return payload;
    });
    const tags = ["safety"];
    app.post(
      "/api/reports",
      {
        schema: {
          tags,
          summary: "Report a post, comment, message, profile or review I can see (once; a repeat answers 200)",
          body: reportInputSchema,
          response: { 200: reportAnswerSchema, 201: reportAnswerSchema },
        },
      },
      async (request, reply) => {
        const { created, answer } = await reports.report((await session.require(request)).id, request.body);
        return reply.status(created ? 201 : 200).send(answer);
      },
    );
    app.get(
      "/api/reports/mine",
      { schema: { tags, summary: "My reports and their outcomes", response: { 200: myReportsSchema } } },
      async (request) => reports.mine((await session.require(request)).id),
    );
    app.post(
      "/api/moderation/items/:id/appeal",
      {
        schema: {
          tags,
          summary: "Appeal, once, a moderators' decision about my content",
          params: z.object({ id: z.uuid(REPORT_MSG.notFound) }),
          body: appealInputSchema,
          response: { 200: appealAnswerSchema },
        },
      },
      async (request) => appeals.appeal((await session.require(request)).id, request.params.id, request.body),
    );
  };
}
