import { upliftFeedSchema } from "@saathi/contract/uplift";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { UpliftService } from "./uplift.service.ts";

/** GET /api/uplift: open to visitors; a signed-in viewer's list leaves out whom they blocked or muted. */
export function upliftRoutes(session: SessionReader, uplift: UpliftService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/uplift",
      { schema: { tags: ["uplift"], summary: "The most uplifting public posts", response: { 200: upliftFeedSchema } } },
      async (request, reply) => {
        const viewer = await session.optional(request);
        // Visitors share one answer (a minute in any cache); a member's follows their blocks at once.
        reply.header("cache-control", viewer ? "private, no-store" : "public, max-age=60");
        reply.header("vary", "cookie");
        return uplift.feed(viewer?.id ?? null);
      },
    );
  };
}
