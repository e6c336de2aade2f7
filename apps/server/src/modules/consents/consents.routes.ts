import {
  consentGiveSchema,
  consentPurposeParamsSchema,
  consentsSchema,
  consentWithdrawnSchema,
  nomineeInputSchema,
  nomineeResponseSchema,
} from "@saathi/contract/consents";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { ConsentsService } from "./consents.service.ts";
import type { NomineeService } from "./nominee.service.ts";

/** A member's own consents and nominee: only the owner, so every route reads the session. */
export function consentsRoutes(
  session: SessionReader,
  consents: ConsentsService,
  nominee: NomineeService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    app.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
    });
    const tags = ["account"];
    const me = async (request: Parameters<SessionReader["require"]>[0]) => (await session.require(request)).id;
    app.get(
      "/api/account/consents",
      { schema: { tags, summary: "My consents, current and history", response: { 200: consentsSchema } } },
      async (request) => consents.list(await me(request)),
    );
    app.post(
      "/api/account/consents",
      {
        schema: { tags, summary: "Give a consent (again)", body: consentGiveSchema, response: { 200: consentsSchema } },
      },
      async (request) => consents.give(await me(request), request.body.purpose),
    );
    app.delete(
      "/api/account/consents/:purpose",
      {
        schema: {
          tags,
          summary: "Withdraw a consent (sensitive: the stored journal and test results are deleted)",
          params: consentPurposeParamsSchema,
          response: { 200: consentWithdrawnSchema },
        },
      },
      async (request) => consents.withdraw(await me(request), request.params.purpose),
    );
    app.get(
      "/api/account/nominee",
      { schema: { tags, summary: "My nominee", response: { 200: nomineeResponseSchema } } },
      async (request) => nominee.get(await me(request)),
    );
    app.put(
      "/api/account/nominee",
      {
        schema: {
          tags,
          summary: "Name or change my nominee",
          body: nomineeInputSchema,
          response: { 200: nomineeResponseSchema },
        },
      },
      async (request) => nominee.save(await me(request), request.body),
    );
    app.delete(
      "/api/account/nominee",
      { schema: { tags, summary: "Remove my nominee", response: { 200: nomineeResponseSchema } } },
      async (request) => nominee.remove(await me(request)),
    );
  };
}
