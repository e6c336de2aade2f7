import {
  CIRCLE_MSG,
  circleReviewBodySchema,
  circleReviewListSchema,
  circleReviewSchema,
  myCircleReviewsSchema,
} from "@saathi/contract/circles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { CircleReviewsService } from "./circle-reviews.service.ts";

const circleParams = z.object({ circleId: z.uuid(CIRCLE_MSG.notFound) });
const seatParams = z.object({ seatId: z.uuid(CIRCLE_MSG.seatNotFound) });

/** Reviews of counsellor-led meetings: written from a past confirmed seat, read on the circle's page. */
export function circleReviewsRoutes(session: SessionReader, reviews: CircleReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["circles"];
    app.get(
      "/api/circles/:circleId/reviews",
      {
        schema: {
          tags,
          summary: "A circle's reviews under circle nicknames, with their average (visitors too)",
          params: circleParams,
          response: { 200: circleReviewListSchema },
        },
      },
      async (request) => reviews.ofCircle((await session.optional(request))?.id ?? null, request.params.circleId),
    );
    app.get(
      "/api/circles/reviews/mine",
      { schema: { tags, summary: "The seats I already reviewed", response: { 200: myCircleReviewsSchema } } },
      async (request) => reviews.mine(await session.require(request)),
    );
    app.post(
      "/api/circles/seats/:seatId/review",
      {
        schema: {
          tags,
          summary: "Review a meeting I held a confirmed seat in, once, after it ended",
          params: seatParams,
          body: circleReviewBodySchema,
          response: { 200: circleReviewSchema },
        },
      },
      async (request) =>
        reviews.review(
          await session.require(request),
          request.params.seatId,
          request.body.rating,
          request.body.comment,
        ),
    );
  };
}
