import { matchRequestSchema, matchResultSchema } from "@saathi/contract/matching";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { MatchingService } from "./matching.service.ts";

/** "Find my counsellor": open to visitors (the journey starts on the landing page); a POST so the answers stay out of URLs and logs. */
export function matchingRoutes(session: SessionReader, matching: MatchingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/matching",
      {
        schema: {
          tags: ["matching"],
          summary:
            "Listed experts ranked for a short questionnaire, with reasons and the earliest slot (nothing stored)",
          body: matchRequestSchema,
          response: { 200: matchResultSchema },
        },
      },
      async (request) => {
        const me = await session.optional(request);
        return matching.match(me?.id ?? null, request.ip, request.body);
      },
    );
  };
}
