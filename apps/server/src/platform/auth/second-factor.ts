// The second factor as a step-up on a signed-in session (decision 019; members too since issue 17,
// decision 024). better-auth's two-factor endpoints do the cryptography; this counts wrong codes,
// refuses staff turning two-factor off, marks the session after a right code so guarded endpoints
// answer it, and tells the member's account-security service when a member turned it on or off.
import { ADMIN_ERROR, ADMIN_MSG } from "@saathi/contract/admin";
import { type SecondFactorStatus, STAFF_MSG } from "@saathi/contract/admin-staff";
import type { FastifyRequest } from "fastify";
import { AppError } from "../http/errors.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import type { AuthGuard } from "./auth-guard.service.ts";
import { type SessionReader, type SessionUser, verifySignedToken } from "./session.ts";

/** Endpoints that check a code: a 200 proves the second factor for the session. */
const VERIFY_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

export interface SecondFactorDeps {
  session: SessionReader;
  accounts: AccountsRepository;
  guard: AuthGuard;
  secret: string;
  /** A member turned two-factor on (their first code confirmed it): end other devices, send the notice. */
  onMemberChange?(u: { id: string; email: string }, keepToken: string | null, enabled: boolean): Promise<void>;
}

const isStaff = (role: string) => role === "admin" || role === "moderator";

export function createSecondFactorSteps({ session, accounts, guard, secret, onMemberChange }: SecondFactorDeps) {
  /** The member behind a /two-factor/* request, as seen before better-auth answered it. */
  const askers = new WeakMap<FastifyRequest, SessionUser>();
  /** The session token in a cookie string (a request's Cookie or a response's Set-Cookie), if signed by us. */
  const tokenIn = (cookie: string | undefined): string | null => {
    const raw = cookie?.match(COOKIE)?.[1];
    if (!raw) return null;
    try {
      return verifySignedToken(decodeURIComponent(raw), secret);
    } catch {
      return null;
    }
  };

  return {
    isTwoFactorPath: (subPath: string) => subPath.startsWith("/two-factor/"),

    /**
     * Before better-auth sees a /two-factor/* request: signed in (401), staff never "disable" (403);
     * every call is counted (a wrong code or password stays counted). Returns what to call with
     * better-auth's status.
     */
    async before(request: FastifyRequest, subPath: string): Promise<((status: number) => Promise<void>) | undefined> {
      const u = await session.signedIn(request);
      askers.set(request, u);
      // Members only give codes here; they turn two-factor on and off through /api/account/two-factor
      // (account-security), which asks their password and sends the notices.
      if (!isStaff(u.role) && !VERIFY_PATHS.has(subPath))
        throw new AppError(403, ADMIN_ERROR.staffOnly, ADMIN_MSG.staffOnly);
      if (isStaff(u.role) && subPath === "/two-factor/disable")
        throw new AppError(403, "TWO_FACTOR_REQUIRED_FOR_STAFF", STAFF_MSG.cannotDisable);
      // Codes and passwords (enable, get-totp-uri, generate-backup-codes take the password) are counted
      // alike: a session alone must not be able to guess either.
      return guard.secondFactorAttempt(request.ip, u.id);
    },

    /**
     * After better-auth answered a code check with 200: mark the session. Confirming a new authenticator
     * swaps the session (better-auth issues a new one in Set-Cookie); otherwise it is the request's.
     */
    async after(request: FastifyRequest, subPath: string, status: number, setCookies: string[]): Promise<void> {
      if (status !== 200) return;
      const token = setCookies.map((c) => tokenIn(c.split(";")[0])).find(Boolean) ?? tokenIn(request.headers.cookie);
      const u = askers.get(request);
      if (VERIFY_PATHS.has(subPath) && token) await accounts.markSecondFactor(token);
      if (!u || isStaff(u.role) || !onMemberChange) return;
      // better-auth turns two-factor on when the first code after "enable" is right.
      if (subPath === "/two-factor/verify-totp" && !u.twoFactorEnabled) await onMemberChange(u, token, true);
    },

    /** GET /api/auth/second-factor: what the console's gate needs to choose its screen. */
    async status(request: FastifyRequest): Promise<SecondFactorStatus> {
      const u = await session.signedIn(request);
      return {
        enabled: Boolean(u.twoFactorEnabled),
        verified: Boolean(u.secondFactor),
        hasPassword: await accounts.hasPassword(u.id),
      };
    },
  };
}

export type SecondFactorSteps = ReturnType<typeof createSecondFactorSteps>;
