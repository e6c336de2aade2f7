// Delete my account: the plan and status, a code by email, the confirmed request and
// 'Keep my account'. Only the signed-in owner reaches their own deletion.
import { confirmDeletionSchema, deletionStatusSchema } from "@saathi/contract/account-deletion";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { AccountDeletionService } from "./account-deletion.service.ts";

export function accountDeletionRoutes(session: SessionReader, deletion: AccountDeletionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["account"];
    app.get(
      "/api/account/deletion",
      {
        schema: {
          tags,
          summary: "What deleting my account would do, and whether it is pending",
          response: { 200: deletionStatusSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return deletion.status((await session.require(request)).id);
      },
    );
    app.post(
      "/api/account/deletion/code",
      {
        schema: {
          tags,
          summary: "Send a one-time code to my email to confirm",
          response: { 200: z.object({ sent: z.literal(true) }) },
        },
      },
      async (request) => deletion.sendCode(await session.require(request)),
    );
    app.post(
      "/api/account/deletion",
      {
        schema: {
          tags,
          summary: "Delete my account after 7 days (password or code); future sessions are cancelled and refunded now",
          body: confirmDeletionSchema,
          response: { 200: deletionStatusSchema },
        },
      },
      async (request) => deletion.request(await session.require(request), request.body),
    );
    app.delete(
      "/api/account/deletion",
      {
        schema: {
          tags,
          summary: "Keep my account (undo a pending deletion)",
          response: { 200: z.object({ kept: z.literal(true) }) },
        },
      },
      async (request) => deletion.keep(await session.require(request)),
    );
  };
}
