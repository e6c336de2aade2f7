import {
  guardianDecisionResultSchema,
  guardianDecisionSchema,
  guardianPageSchema,
  guardianRequestSchema,
  guardianTokenParamsSchema,
  guardianWithdrawSchema,
  signupAgeSchema,
  youthStatusSchema,
} from "@saathi/contract/young-people";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { GuardianConsentService } from "./guardian-consent.service.ts";
import type { YoungPeopleService } from "./young-people.service.ts";

/** The young member's own status and their request to a guardian. */
export function youngPeopleRoutes(
  session: SessionReader,
  young: YoungPeopleService,
  guardian: GuardianConsentService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["young-people"];
    app.get(
      "/api/young-people/me",
      { schema: { tags, summary: "My age band and my guardian's consent", response: { 200: youthStatusSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return young.status((await session.require(request)).id);
      },
    );
    app.post(
      "/api/young-people/age",
      {
        schema: {
          tags,
          summary: "Give my age once, after signing in with Google or Microsoft",
          body: signupAgeSchema,
          response: { 200: youthStatusSchema },
        },
      },
      async (request) => young.declareAge((await session.require(request)).id, request.body),
    );
    app.post(
      "/api/young-people/age/under-13",
      {
        schema: {
          tags,
          summary: "I am under 13 (after signing in with Google or Microsoft): my account is erased now",
          response: { 200: youthStatusSchema },
        },
      },
      async (request) => young.declareAge((await session.require(request)).id, "under13"),
    );
    app.post(
      "/api/young-people/guardian",
      {
        schema: {
          tags,
          summary: "Ask my parent or guardian for consent (a link and a code by email, SMS or both)",
          body: guardianRequestSchema,
          response: { 200: youthStatusSchema.shape.request.unwrap() },
        },
      },
      async (request) => guardian.request(await session.require(request), request.body),
    );
  };
}

/** The guardian's pages: reached by the link's secret, signed in or not. */
export function guardianConsentRoutes(session: SessionReader, guardian: GuardianConsentService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["young-people"];
    const params = guardianTokenParamsSchema;
    app.get(
      "/api/guardian-consent/:token",
      { schema: { tags, summary: "What the guardian's page shows", params, response: { 200: guardianPageSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return guardian.page(request.params.token, await session.lookup(request));
      },
    );
    app.post(
      "/api/guardian-consent/:token/decision",
      {
        schema: {
          tags,
          summary: "The guardian consents or refuses",
          params,
          body: guardianDecisionSchema,
          response: { 200: guardianDecisionResultSchema },
        },
      },
      async (request) => guardian.decide(request.params.token, request.body, await session.lookup(request)),
    );
    app.post(
      "/api/guardian-consent/:token/withdraw-code",
      {
        schema: {
          tags,
          summary: "Send the guardian a code to withdraw",
          params,
          response: { 200: z.object({ sent: z.literal(true) }) },
        },
      },
      async (request) => guardian.sendWithdrawCode(request.params.token),
    );
    app.post(
      "/api/guardian-consent/:token/withdraw",
      {
        schema: {
          tags,
          summary: "The guardian withdraws their consent",
          params,
          body: guardianWithdrawSchema,
          response: { 200: guardianDecisionResultSchema },
        },
      },
      async (request) => guardian.withdraw(request.params.token, request.body.code),
    );
  };
}
