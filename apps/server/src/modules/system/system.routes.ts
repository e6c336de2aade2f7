import { readinessResponseSchema } from "@saathi/contract/realtime";
import { clientConfigSchema, healthResponseSchema } from "@saathi/contract/session";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SystemService } from "./system.service.ts";

/**
 * Health (200 once the database answers; outside tools rely on exactly `{"status":"ok"}`),
 * readiness (database and live events) and the public client configuration.
 */
export function systemRoutes(system: SystemService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          tags: ["system"],
          summary: "Health: ok once the database answers",
          response: { 200: healthResponseSchema, 503: z.object({ status: z.literal("unavailable") }) },
        },
      },
      async (_request, reply) => {
        if (await system.healthy()) return { status: "ok" as const };
        return reply.status(503).send({ status: "unavailable" as const });
      },
    );
    app.get(
      "/api/ready",
      {
        schema: {
          tags: ["system"],
          summary: "Readiness: the database answers and this process receives live events",
          response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
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
