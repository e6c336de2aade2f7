import {
  safetyPlanInputSchema,
  safetyPlanResponseSchema,
  trustedContactInputSchema,
  trustedContactResponseSchema,
  trustedContactTellSchema,
} from "@saathi/contract/safety-plan";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { SafetyPlanService } from "./safety-plan.service.ts";

/** A member's own safety plan and trusted contact: only the session's own, so no id in any path. */
export function safetyPlanRoutes(session: SessionReader, plans: SafetyPlanService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    app.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
    });
    const tags = ["safety-plan"];
    const me = async (request: Parameters<SessionReader["require"]>[0]) => (await session.require(request)).id;
    app.get(
      "/api/safety-plan",
      { schema: { tags, summary: "My safety plan", response: { 200: safetyPlanResponseSchema } } },
      async (request) => plans.get(await me(request)),
    );
    app.put(
      "/api/safety-plan",
      {
        schema: {
          tags,
          summary: "Save my safety plan (all six steps)",
          body: safetyPlanInputSchema,
          response: { 200: safetyPlanResponseSchema },
        },
      },
      async (request) => plans.save(await me(request), request.body),
    );
    app.get(
      "/api/safety-plan/trusted-contact",
      { schema: { tags, summary: "My trusted contact", response: { 200: trustedContactResponseSchema } } },
      async (request) => plans.getContact(await me(request)),
    );
    app.put(
      "/api/safety-plan/trusted-contact",
      {
        schema: {
          tags,
          summary: "Name or change my trusted contact",
          body: trustedContactInputSchema,
          response: { 200: trustedContactResponseSchema },
        },
      },
      async (request) => plans.saveContact(await me(request), request.body),
    );
    app.delete(
      "/api/safety-plan/trusted-contact",
      { schema: { tags, summary: "Remove my trusted contact", response: { 200: trustedContactResponseSchema } } },
      async (request) => plans.removeContact(await me(request)),
    );
    app.post(
      "/api/safety-plan/trusted-contact/tell",
      {
        schema: {
          tags,
          summary: "Send my trusted contact the short check-in message (only on my tap; 3 a day)",
          response: { 200: trustedContactTellSchema },
        },
      },
      async (request) => plans.tell(await me(request), request.locale),
    );
  };
}
