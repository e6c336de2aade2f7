import { careLinkIdParamsSchema } from "@saathi/contract/care-between";
import {
  careBookingParamsSchema,
  careGoalInputSchema,
  careGoalParamsSchema,
  careGoalPatchSchema,
  careGoalSchema,
  careHomeworkAnswerSchema,
  careHomeworkInputSchema,
  careHomeworkParamsSchema,
  careHomeworkSchema,
  carePlanBriefSchema,
  carePlanSchema,
  careSessionParamsSchema,
  sessionNotesInputSchema,
  sessionNotesSchema,
  sessionSummaryInputSchema,
  sessionSummarySchema,
} from "@saathi/contract/care-plan";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { signedInAndPrivate } from "../../platform/http/private-routes.ts";
import type { CarePlanService } from "./care-plan.service.ts";

/** The plan of a care link: goals, homework, shared summaries, the expert's private notes, the brief. Never cached. */
export function carePlanRoutes(session: SessionReader, plan: CarePlanService): FastifyPluginAsyncZod {
  return async (app) => {
    const me = signedInAndPrivate(app, session);
    const tags = ["care"];
    app.get(
      "/api/care/links/:linkId/plan",
      {
        schema: {
          tags,
          summary: "The plan: goals, homework, shared summaries, sessions",
          params: careLinkIdParamsSchema,
          response: { 200: carePlanSchema },
        },
      },
      async (request) => plan.plan(await me(request), request.params.linkId),
    );
    app.post(
      "/api/care/links/:linkId/goals",
      {
        schema: {
          tags,
          summary: "Add a goal (expert)",
          params: careLinkIdParamsSchema,
          body: careGoalInputSchema,
          response: { 200: careGoalSchema },
        },
      },
      async (request) => plan.addGoal(await me(request), request.params.linkId, request.body),
    );
    app.patch(
      "/api/care/links/:linkId/goals/:goalId",
      {
        schema: {
          tags,
          summary: "Edit a goal or its progress (expert)",
          params: careGoalParamsSchema,
          body: careGoalPatchSchema,
          response: { 200: careGoalSchema },
        },
      },
      async (request) => plan.updateGoal(await me(request), request.params.linkId, request.params.goalId, request.body),
    );
    app.post(
      "/api/care/links/:linkId/homework",
      {
        schema: {
          tags,
          summary: "Assign homework (expert)",
          params: careLinkIdParamsSchema,
          body: careHomeworkInputSchema,
          response: { 200: careHomeworkSchema },
        },
      },
      async (request) => plan.assignHomework(await me(request), request.params.linkId, request.body),
    );
    app.put(
      "/api/care/links/:linkId/homework/:homeworkId/answer",
      {
        schema: {
          tags,
          summary: "Mark homework done or not done, with a note (member)",
          params: careHomeworkParamsSchema,
          body: careHomeworkAnswerSchema,
          response: { 200: careHomeworkSchema },
        },
      },
      async (request) =>
        plan.answerHomework(await me(request), request.params.linkId, request.params.homeworkId, request.body),
    );
    app.delete(
      "/api/care/links/:linkId/homework/:homeworkId",
      {
        schema: {
          tags,
          summary: "Withdraw homework not done yet (expert)",
          params: careHomeworkParamsSchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await plan.withdrawHomework(await me(request), request.params.linkId, request.params.homeworkId);
        return { ok: true as const };
      },
    );
    app.put(
      "/api/care/links/:linkId/sessions/:bookingId/summary",
      {
        schema: {
          tags,
          summary: "Write the session's shared summary (expert; the member sees it once saved)",
          params: careSessionParamsSchema,
          body: sessionSummaryInputSchema,
          response: { 200: sessionSummarySchema },
        },
      },
      async (request) =>
        plan.saveSummary(await me(request), request.params.linkId, request.params.bookingId, request.body.text),
    );
    app.get(
      "/api/care/links/:linkId/sessions/:bookingId/notes",
      {
        schema: {
          tags,
          summary: "My private notes on a session (expert only)",
          params: careSessionParamsSchema,
          response: { 200: sessionNotesSchema },
        },
      },
      async (request) => plan.notes(await me(request), request.params.linkId, request.params.bookingId),
    );
    app.put(
      "/api/care/links/:linkId/sessions/:bookingId/notes",
      {
        schema: {
          tags,
          summary: "Save my private notes on a session (expert only; encrypted at rest)",
          params: careSessionParamsSchema,
          body: sessionNotesInputSchema,
          response: { 200: sessionNotesSchema },
        },
      },
      async (request) =>
        plan.saveNotes(await me(request), request.params.linkId, request.params.bookingId, request.body.text),
    );
    app.get(
      "/api/care/bookings/:bookingId/plan-brief",
      {
        schema: {
          tags,
          summary: "The plan before a call: goals, homework since the last session, the last summary",
          params: careBookingParamsSchema,
          response: { 200: carePlanBriefSchema },
        },
      },
      async (request) => plan.brief(await me(request), request.params.bookingId),
    );
  };
}
