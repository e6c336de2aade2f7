import { outboxMessageSchema } from "@saathi/contract/session";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { OutboxService } from "./outbox.service.ts";

/** GET /api/dev/outbox?to=ADDRESS (never registered in production). */
export function outboxRoutes(outbox: OutboxService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/dev/outbox",
      {
        schema: {
          tags: ["dev"],
          summary: "Messages kept by the dev outbox for one email or phone, newest first",
          querystring: z.object({ to: z.string().trim().min(1, "to is required (an email or phone)") }),
          response: { 200: z.array(outboxMessageSchema) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return outbox.listFor(request.query.to);
      },
    );
  };
}
