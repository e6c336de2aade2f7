import { clientConfigSchema, healthResponseSchema } from "@saathi/contract/session";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/client.ts";

/** Health (200 once the database answers) and the public client configuration. */
export function systemRoutes(config: Config, db: Db): FastifyPluginAsyncZod {
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
        try {
          await db.execute(sql`select 1`);
          return { status: "ok" as const };
        } catch {
          return reply.status(503).send({ status: "unavailable" as const });
        }
      },
    );
    app.get(
      "/api/config",
      {
        schema: { tags: ["system"], summary: "What the web app needs to know", response: { 200: clientConfigSchema } },
      },
      async () => ({ socialProviders: config.socialProviders, devOutbox: !config.isProduction }),
    );
  };
}
