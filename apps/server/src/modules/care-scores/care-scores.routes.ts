import { careLinkIdParamsSchema } from "@saathi/contract/care-between";
import {
  bookingScoresParamsSchema,
  careScoresSchema,
  caseloadSchema,
  checkInAnsweredSchema,
  checkInAnswerInputSchema,
  checkInParamsSchema,
  checkInSchema,
  scoreConsentSchema,
} from "@saathi/contract/care-scores";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import { signedInAndPrivate } from "../../platform/http/private-routes.ts";
import type { CareScoresService } from "./care-scores.service.ts";

/** Before-session check-ins, the scores of a care link, the consent to share them, the caseload. Never cached. */
export function careScoresRoutes(session: SessionReader, scores: CareScoresService): FastifyPluginAsyncZod {
  return async (app) => {
    const me = signedInAndPrivate(app, session);
    const tags = ["care"];
    app.get(
      "/api/care/links/:linkId/scores",
      {
        schema: {
          tags,
          summary: "The before-session scores of a care link (the expert: only with the member's consent)",
          params: careLinkIdParamsSchema,
          response: { 200: careScoresSchema },
        },
      },
      async (request) => scores.scores(await me(request), request.params.linkId),
    );
    app.get(
      "/api/care/bookings/:bookingId/scores",
      {
        schema: {
          tags,
          summary: "The before-session scores for a booking's session (as for its care link)",
          params: bookingScoresParamsSchema,
          response: { 200: careScoresSchema },
        },
      },
      async (request) => scores.forBooking(await me(request), request.params.bookingId),
    );
    app.put(
      "/api/care/links/:linkId/score-consent",
      {
        schema: {
          tags,
          summary: "Share my before-session answers with this counsellor (member)",
          params: careLinkIdParamsSchema,
          response: { 200: scoreConsentSchema },
        },
      },
      async (request) => scores.setConsent(await me(request), request.params.linkId, true),
    );
    app.delete(
      "/api/care/links/:linkId/score-consent",
      {
        schema: {
          tags,
          summary: "Stop sharing my before-session answers with this counsellor (member)",
          params: careLinkIdParamsSchema,
          response: { 200: scoreConsentSchema },
        },
      },
      async (request) => scores.setConsent(await me(request), request.params.linkId, false),
    );
    app.get(
      "/api/care/caseload",
      {
        schema: {
          tags,
          summary: "My clients with their next session and trend (expert)",
          response: { 200: caseloadSchema },
        },
      },
      async (request) => scores.caseload(await me(request)),
    );
    app.get(
      "/api/care/check-ins/:requestId",
      {
        schema: {
          tags,
          summary: "The questionnaire asked before my session",
          params: checkInParamsSchema,
          response: { 200: checkInSchema },
        },
      },
      async (request) => scores.checkIn(await me(request), request.params.requestId),
    );
    app.post(
      "/api/care/check-ins/:requestId/answer",
      {
        schema: {
          tags,
          summary: "Answer the questionnaire asked before my session",
          params: checkInParamsSchema,
          body: checkInAnswerInputSchema,
          response: { 200: checkInAnsweredSchema },
        },
      },
      async (request) => scores.answer(await me(request), request.params.requestId, request.body),
    );
  };
}
