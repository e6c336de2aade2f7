import { mediaStateSchema } from "@saathi/contract/media";
import { readinessResponseSchema } from "@saathi/contract/realtime";
import { clientConfigSchema, healthResponseSchema } from "@saathi/contract/session";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SystemService } from "./system.service.ts";

/**
 * Readiness also says whether this build's migrations are applied, and the media server's state for
 * live circle rooms (reported only: it never makes this node unready).
 */
const readinessSchema = readinessResponseSchema.extend({
  migrations: z.enum(["applied", "pending", "unknown"]),
  media: mediaStateSchema,
});

/**
 * Health (200 once the database answers, checked at most once a second; outside tools rely on exactly
 * `{"status":"ok"}`), readiness (database, migrations, live events) and the public client configuration.
 */
export function systemRoutes(system: SystemService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        // Load balancers ask many times a second: the answer is kept for a second (like the database
        // check), and their probes' access lines are written at debug level.
        config: { edge: { ttlMs: 1000, quiet: true } },
        schema: {
          tags: ["system"],
          summary: "Liveness: ok once the database answers (checked at most once a second)",
          response: { 200: healthResponseSchema, 503: z.object({ status: z.literal("unavailable") }) },
        },
      },
      async (_request, reply) => {
        const healthy = system.healthy();
        if (healthy === true || (healthy !== false && (await healthy))) return { status: "ok" as const };
        return reply.status(503).send({ status: "unavailable" as const });
      },
    );
    app.get(
      "/api/ready",
      {
        schema: {
          tags: ["system"],
          summary:
            "Readiness: the database answers, migrations are applied and this process receives live events (the media server is reported, not required)",
          response: { 200: readinessSchema, 503: readinessSchema },
        },
      },
      async (_request, reply) => {
        const { ready, body } = await system.readiness();
        return reply.status(ready ? 200 : 503).send(body);
      },
    );
    app.get(
      "/api/config",
      {
        schema: { tags: ["system"], summary: "What the web app needs to know", response: { 200: clientConfigSchema } },
      },
      async () => system.clientConfig(),
    );
  };
}
