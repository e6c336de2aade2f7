// POST /api/dev/care-check-ins {asOf} (never registered in production): runs the check-in job as if
// it were that time, so a journey can ask before a session days ahead without waiting.
import { devCheckInsSchema } from "@saathi/contract/care-scores";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export function careCheckInsDevRoutes(
  askDue: (asOf: Date) => Promise<{ asked: number; expired: number }>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/dev/care-check-ins",
      {
        schema: {
          tags: ["dev"],
          summary: "Ask the before-session check-ins due at asOf (development only)",
          body: devCheckInsSchema,
          response: { 200: z.object({ asked: z.number().int(), expired: z.number().int() }) },
        },
      },
      async (request) => askDue(request.body.asOf ? new Date(request.body.asOf) : new Date()),
    );
  };
}
