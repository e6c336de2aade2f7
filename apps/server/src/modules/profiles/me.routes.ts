import { resolveRole } from "@saathi/contract/auth";
import { meResponseSchema } from "@saathi/contract/session";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { ProfilesService } from "./profiles.service.ts";

/** GET /api/me: the session's user and own profile, or nulls for a visitor (never a 401). */
export function meRoutes(session: SessionReader, profiles: ProfilesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/me",
      { schema: { tags: ["auth"], summary: "Who is signed in", response: { 200: meResponseSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const u = await session.optional(request);
        if (!u) return { user: null, profile: null };
        const profile = await profiles.getOwn(u.id);
        return {
          user: {
            id: u.id,
            email: u.email,
            name: u.name,
            role: resolveRole(u.role),
            emailVerified: u.emailVerified,
            phoneNumber: u.phoneNumber ?? null,
          },
          profile,
        };
      },
    );
  };
}
