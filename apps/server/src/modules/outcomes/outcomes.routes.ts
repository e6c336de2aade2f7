import { adminOutcomesSchema, OUTCOMES_CACHE_SECONDS, outcomesSchema } from "@saathi/contract/outcomes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { OutcomesService } from "./outcomes.service.ts";

/** The public outcomes table: no sign-in, the same for everyone, cacheable. */
export function outcomesRoutes(outcomes: OutcomesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/outcomes",
      {
        schema: {
          tags: ["outcomes"],
          summary: "Outcomes of care at 8 and 12 weeks (small numbers hidden)",
          response: { 200: outcomesSchema },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", `public, max-age=${OUTCOMES_CACHE_SECONDS}`);
        return outcomes.public();
      },
    );
  };
}

/** The console's: admins with the second factor (403 STAFF_ONLY for moderators); aggregates by month of first score. */
export function adminOutcomesRoutes(guard: StaffGuard, outcomes: OutcomesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", (request) => guard.hook(request));
    app.get(
      "/api/admin/outcomes",
      {
        schema: {
          tags: ["admin"],
          summary: "Outcomes of care, also by month of first score (small numbers hidden)",
          response: { 200: adminOutcomesSchema },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "private, no-store");
        return outcomes.admin();
      },
    );
  };
}
