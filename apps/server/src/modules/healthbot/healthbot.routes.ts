// Health Bot: the member's own conversation only (no id in any path).
import { healthbotSendSchema, healthbotViewSchema } from "@saathi/contract/healthbot";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { HealthbotService } from "./healthbot.service.ts";

export function healthbotRoutes(session: SessionReader, bot: HealthbotService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["healthbot"];
    app.get(
      "/api/healthbot",
      {
        schema: {
          tags,
          summary: "My Health Bot conversation: where it stands and the latest messages",
          response: { 200: healthbotViewSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return bot.view((await session.require(request)).id);
      },
    );
    app.post(
      "/api/healthbot/messages",
      {
        schema: {
          tags,
          summary: "Answer the bot: a quick reply, typed words (crisis-checked first) or 'help'",
          body: healthbotSendSchema,
          response: { 200: healthbotViewSchema },
        },
      },
      async (request) => bot.send((await session.require(request)).id, request.body, request.locale),
    );
    app.delete(
      "/api/healthbot",
      {
        schema: {
          tags,
          summary: "Clear my Health Bot history (it starts again from the welcome)",
          response: { 200: z.object({ cleared: z.literal(true) }) },
        },
      },
      async (request) => bot.clear((await session.require(request)).id),
    );
  };
}
