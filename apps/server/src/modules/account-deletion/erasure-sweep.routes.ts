// POST /api/dev/erasure-sweep {asOf} (never registered in production): runs the erasure sweep as if
// it were that time, so the 7-day grace can be passed in tests without waiting.
import { devErasureSweepSchema } from "@saathi/contract/account-deletion";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export function erasureSweepRoutes(sweep: (asOf: Date) => Promise<{ erased: number }>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/dev/erasure-sweep",
      {
        schema: {
          tags: ["dev"],
          summary: "Erase every account due at asOf (development only)",
          body: devErasureSweepSchema,
          response: { 200: z.object({ erased: z.number().int() }) },
        },
      },
      async (request) => sweep(new Date(request.body.asOf)),
    );
  };
}
