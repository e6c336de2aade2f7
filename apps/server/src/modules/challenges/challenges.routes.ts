import {
  challengeCompleteResponseSchema,
  challengeCompleteSchema,
  challengeDayParamsSchema,
  challengeJoinSchema,
  challengeStateSchema,
} from "@saathi/contract/challenges";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { ChallengesService } from "./challenges.service.ts";

/** The member's own 5-Day Anxiety Challenge (no id in any path: only the session's own run exists). */
export function challengesRoutes(session: SessionReader, challenges: ChallengesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["challenges"];
    app.get(
      "/api/challenges/anxiety",
      { schema: { tags, summary: "My 5-Day Anxiety Challenge", response: { 200: challengeStateSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return challenges.state((await session.require(request)).id);
      },
    );
    app.post(
      "/api/challenges/anxiety/join",
      {
        schema: {
          tags,
          summary: "Join the challenge (days follow the calendar of this time zone)",
          body: challengeJoinSchema,
          response: { 200: challengeStateSchema },
        },
      },
      async (request) => challenges.join((await session.require(request)).id, request.body.timeZone),
    );
    app.post(
      "/api/challenges/anxiety/restart",
      {
        schema: {
          tags,
          summary: "Start the challenge again from day 1",
          body: challengeJoinSchema,
          response: { 200: challengeStateSchema },
        },
      },
      async (request) => challenges.restart((await session.require(request)).id, request.body.timeZone),
    );
    app.post(
      "/api/challenges/anxiety/days/:day/complete",
      {
        schema: {
          tags,
          summary: "Mark a day done, with an optional short private note",
          params: challengeDayParamsSchema,
          body: challengeCompleteSchema,
          response: { 200: challengeCompleteResponseSchema },
        },
      },
      async (request) =>
        challenges.complete((await session.require(request)).id, request.params.day, request.body.note),
    );
  };
}
