// Safety endpoints for writers: the private check for the journal and mood notes, and the
// crisis card's earliest expert slot. Both open to visitors (the journal works without an account).
import {
  type SafetyHelp,
  safetyCheckBodySchema,
  safetyCheckResultSchema,
  safetyHelpSchema,
} from "@saathi/contract/crisis";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { WriteCheckService } from "./write-check.service.ts";
import type { WriteCheckHelpService } from "./write-check-help.service.ts";

export function writeCheckRoutes(
  session: SessionReader,
  check: WriteCheckService,
  help: WriteCheckHelpService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/safety/check",
      {
        schema: {
          tags: ["safety"],
          summary: "Crisis check of a journal entry or mood note, for the writer's card only (nothing stored)",
          body: safetyCheckBodySchema,
          response: { 200: safetyCheckResultSchema },
        },
      },
      async (request) => {
        const me = await session.optional(request);
        return check.inspect(me?.id ?? `ip:${request.ip}`, request.body.text);
      },
    );
    app.get(
      "/api/safety/help",
      {
        schema: {
          tags: ["safety"],
          summary: "The earliest bookable slot of a listed expert (the crisis card's 'Talk to an expert now')",
          response: { 200: safetyHelpSchema },
        },
      },
      async (): Promise<SafetyHelp> => help.help(),
    );
  };
}
