// Who may use the admin console (ARCHITECTURE: staff roles): role admin (or moderator for
// the moderation queue), granted only from the command line or ADMIN_EMAILS, on a session
// that proved a second factor. Anyone else gets 403 before any body or query is looked at.
import { ADMIN_ERROR, ADMIN_MSG } from "@saathi/contract/admin";
import type { StaffRole } from "@saathi/contract/admin-moderation";
import type { FastifyRequest } from "fastify";
import { AppError } from "../http/errors.ts";
import type { SessionReader, SessionUser } from "./session.ts";

/** A signed-in staff member whose session proved the second factor. */
export type StaffUser = SessionUser & { sessionId: string; role: StaffRole };

/** Every staff role: they all need a second factor and a short idle timeout. */
export const STAFF_ROLE_LIST: readonly string[] = ["admin", "moderator"];
export const isStaffRole = (role: string): role is StaffRole => STAFF_ROLE_LIST.includes(role);

/** The rule, without HTTP: which of the three refusals applies, if any (admins only by default). */
export function staffRefusal(
  u: Pick<SessionUser, "role" | "secondFactor">,
  roles: readonly StaffRole[] = ["admin"],
): "staff-only" | "two-factor" | null {
  if (!(roles as readonly string[]).includes(u.role)) return "staff-only";
  if (!u.secondFactor) return "two-factor";
  return null;
}

/** `roles`: who may use the plugin's routes (admins only unless it says so, e.g. moderation). */
export function createStaffGuard(session: SessionReader, opts: { roles?: readonly StaffRole[] } = {}) {
  const roles = opts.roles ?? (["admin"] as const);
  return {
    /** The staff member asking, or 401 (not signed in) / 403 STAFF_ONLY / 403 TWO_FACTOR_REQUIRED. */
    async require(request: FastifyRequest): Promise<StaffUser> {
      const u = await session.require(request);
      const refusal = staffRefusal(u, roles);
      if (refusal === "staff-only") throw new AppError(403, ADMIN_ERROR.staffOnly, ADMIN_MSG.staffOnly);
      if (refusal === "two-factor") throw new AppError(403, ADMIN_ERROR.twoFactorRequired, ADMIN_MSG.twoFactorRequired);
      return u as StaffUser;
    },
    /** onRequest hook for a plugin whose every route is a staff route. */
    async hook(request: FastifyRequest): Promise<void> {
      await this.require(request);
    },
  };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;
