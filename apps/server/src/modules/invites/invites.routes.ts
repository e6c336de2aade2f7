import { acceptInviteSchema, inviteCodeResponseSchema, myInvitesSchema } from "@saathi/contract/invites";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { InvitesService } from "./invites.service.ts";

/** /api/invites: a member's own invitations only (the id always comes from the session). */
export function invitesRoutes(session: SessionReader, invites: InvitesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["invites"];
    const me = async (request: Parameters<SessionReader["require"]>[0]) => (await session.require(request)).id;
    app.get(
      "/api/invites/me",
      {
        schema: {
          tags,
          summary: "My invite code, who joined through it, and the invitation I joined through",
          response: { 200: myInvitesSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return invites.mine(await me(request));
      },
    );
    app.post(
      "/api/invites/code",
      { schema: { tags, summary: "Make my invite code (idempotent)", response: { 200: inviteCodeResponseSchema } } },
      async (request) => invites.code(await me(request)),
    );
    app.post(
      "/api/invites/accept",
      {
        schema: {
          tags,
          summary: "Join through a friend's invitation (a new account, once)",
          body: acceptInviteSchema,
          response: { 200: myInvitesSchema },
        },
      },
      async (request) => invites.accept(await me(request), request.body.code),
    );
    app.post(
      "/api/invites/claim",
      {
        schema: {
          tags,
          summary: "Give the invitation's rewards if they are due (after completing the profile)",
          response: { 200: myInvitesSchema },
        },
      },
      async (request) => invites.claim(await me(request)),
    );
  };
}
