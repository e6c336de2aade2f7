import { onboardingProfileSchema, onboardingStateSchema } from "@saathi/contract/onboarding";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { OnboardingService } from "./onboarding.service.ts";

export function onboardingRoutes(session: SessionReader, onboarding: OnboardingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["onboarding"];
    app.get(
      "/api/onboarding",
      { schema: { tags, summary: "My onboarding draft (experts only)", response: { 200: onboardingStateSchema } } },
      async (request) => onboarding.get(await session.require(request)),
    );
    app.put(
      "/api/onboarding",
      {
        schema: {
          tags,
          summary: "Save steps 1 to 3 (experts only)",
          body: onboardingProfileSchema,
          response: { 200: onboardingStateSchema },
        },
      },
      async (request) => onboarding.save(await session.require(request), request.body),
    );
    app.post(
      "/api/onboarding/submit",
      {
        schema: { tags, summary: "Step 4: publish my expert profile", response: { 200: onboardingStateSchema } },
      },
      async (request) => onboarding.submit(await session.require(request), request.locale),
    );
  };
}
