// Who may use the admin console (issue 15, ARCHITECTURE: staff roles): role admin, granted only from
// the command line or ADMIN_EMAILS, on a session that proved a second factor. Members, experts and
// an admin without the second factor get 403 before any body or query is looked at.
import { ADMIN_ERROR, ADMIN_MSG } from "@saathi/contract/admin";
import type { FastifyRequest } from "fastify";
import { AppError } from "../http/errors.ts";
import type { SessionReader, SessionUser } from "./session.ts";

/** A signed-in admin whose session proved the second factor. */
export type StaffUser = SessionUser & { sessionId: string };

/** The rule, without HTTP: which of the three refusals applies, if any. */
export function staffRefusal(u: Pick<SessionUser, "role" | "secondFactor">): "staff-only" | "two-factor" | null {
  if (u.role !== "admin") return "staff-only";
  if (!u.secondFactor) return "two-factor";
  return null;
}

export function createStaffGuard(session: SessionReader) {
  return {
    /** The admin asking, or 401 (not signed in) / 403 STAFF_ONLY / 403 TWO_FACTOR_REQUIRED. */
    async require(request: FastifyRequest): Promise<StaffUser> {
      const u = await session.require(request);
      const refusal = staffRefusal(u);
      if (refusal === "staff-only") throw new AppError(403, ADMIN_ERROR.staffOnly, ADMIN_MSG.staffOnly);
      if (refusal === "two-factor") throw new AppError(403, ADMIN_ERROR.twoFactorRequired, ADMIN_MSG.twoFactorRequired);
      return u as StaffUser;
    },
    /** preValidation hook for a plugin whose every route is a staff route. */
    async hook(request: FastifyRequest): Promise<void> {
      await this.require(request);
    },
  };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;
