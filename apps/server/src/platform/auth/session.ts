import { MSG } from "@saathi/contract/messages";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { AppError } from "../http/errors.ts";
import type { Auth } from "./auth.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
  phoneNumber?: string | null;
};

/** Reads the session from the request's cookie; null for visitors. */
export function createSessionReader(auth: Auth) {
  return {
    async optional(request: FastifyRequest): Promise<SessionUser | null> {
      const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      return (result?.user as SessionUser | undefined) ?? null;
    },
    /** The signed-in user, or 401 'Not authenticated'. */
    async require(request: FastifyRequest): Promise<SessionUser> {
      const u = await this.optional(request);
      if (!u) throw new AppError(401, "NOT_AUTHENTICATED", MSG.notAuthenticated);
      return u;
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
