// The second factor as a step-up on a signed-in session (decision 019; members too,
// decision 024). better-auth's two-factor endpoints do the cryptography; this counts wrong codes,
// keeps second-factor material behind a session that proved it (the step-up gate), accepts each
// TOTP code once per account, marks the session after a right code so guarded endpoints answer it,
// and tells the account-security service about every change (audit for staff, notices for all).

import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { ACCOUNT_SECURITY_ERROR, ACCOUNT_SECURITY_MSG } from "@saathi/contract/account-security";
import { ADMIN_ERROR, ADMIN_MSG } from "@saathi/contract/admin";
import { type SecondFactorStatus, STAFF_MSG } from "@saathi/contract/admin-staff";
import { constantTimeEqual, type SecretConfig, symmetricDecrypt } from "better-auth/crypto";
import type { FastifyRequest } from "fastify";
import { AppError } from "../http/errors.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import { AUTH_SERVER_MSG } from "./auth.messages.ts";
import type { AuthGuard } from "./auth-guard.service.ts";
import { type SessionReader, type SessionUser, verifySignedToken } from "./session.ts";

/** Endpoints that check a code: a 200 proves the second factor for the session. */
const VERIFY_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/**
 * better-auth's TOTP as Saathi configures it (no totpOptions: the plugin's defaults): 6 digits, 30 s
 * steps, and @better-auth/utils' verify accepts the step before and after the current one (window 1).
 */
const TOTP = { digits: 6, period: 30, window: 1 } as const;
/** better-auth stores secrets imported from other providers as `base32:<secret>` (its decryptTOTPSecret). */
const BASE32_PREFIX = "base32:";

/** A change to an account's second factor: audited (staff) and told to the account holder. */
export type SecondFactorChange = "on" | "backup-codes";

export interface SecondFactorDeps {
  session: SessionReader;
  accounts: AccountsRepository;
  guard: AuthGuard;
  secret: string;
  /** The key better-auth encrypts two-factor secrets with (its context's secretConfig). */
  secretKey: () => Promise<string | SecretConfig>;
  /**
   * Second-factor material changed (a first code confirmed a new authenticator, or new backup codes):
   * end the account's other devices where it turned on, audit staff, send the notice.
   */
  onChange?(u: SessionUser, keepToken: string | null, change: SecondFactorChange): Promise<void>;
}

const isStaff = (role: string) => role === "admin" || role === "moderator";

/**
 * The step-up gate, the one place that decides who may read or change second-factor material
 * (a TOTP secret, backup codes, turning it on or off), whichever route asks (/api/auth/two-factor/*
 * or the members' /api/account/two-factor/*): once the account has a second factor, only a session
 * that proved it (session.second_factor_at) may; a first enrolment stays open; staff never turn it off.
 */
export function assertMaySetSecondFactor(
  u: Pick<SessionUser, "role" | "twoFactorEnabled" | "secondFactor">,
  action: "set" | "disable",
): void {
  if (u.twoFactorEnabled && !u.secondFactor)
    throw new AppError(403, ACCOUNT_SECURITY_ERROR.twoFactorRequired, ACCOUNT_SECURITY_MSG.twoFactorRequired);
  if (action === "disable" && isStaff(u.role))
    throw new AppError(403, "TWO_FACTOR_REQUIRED_FOR_STAFF", STAFF_MSG.cannotDisable);
}

/** The `code` field of a JSON body, if there is one. */
function codeIn(body: unknown): string | null {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  try {
    const code = (JSON.parse(body.toString("utf8")) as { code?: unknown } | null)?.code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

export function createSecondFactorSteps({ session, accounts, guard, secret, secretKey, onChange }: SecondFactorDeps) {
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

  /**
   * The time step a TOTP code belongs to, among the steps better-auth accepts now (the latest if
   * several); null when none (better-auth then refuses the code itself) or the account has no secret.
   */
  async function stepOf(userId: string, code: string): Promise<number | null> {
    const stored = await accounts.totpSecret(userId);
    if (!stored) return null;
    const plain = await symmetricDecrypt({ key: await secretKey(), data: stored });
    const otp = createOTP(
      plain.startsWith(BASE32_PREFIX) ? base32.decode(plain.slice(BASE32_PREFIX.length).toUpperCase()) : plain,
      { digits: TOTP.digits, period: TOTP.period },
    );
    const now = Math.floor(Date.now() / (TOTP.period * 1000));
    let matched: number | null = null;
    for (let step = now - TOTP.window; step <= now + TOTP.window; step++)
      if (constantTimeEqual(await otp.hotp(step), code)) matched = step;
    return matched;
  }

  /**
   * RFC 6238 §5.2: a code is accepted once. Before better-auth checks a TOTP code, its step is taken
   * for the account; a step at or before the last one accepted (in any session) is refused.
   */
  async function claimTotpCode(userId: string, body: unknown): Promise<void> {
    const code = codeIn(body);
    if (!code) return;
    const step = await stepOf(userId, code);
    if (step !== null && !(await accounts.claimTotpStep(userId, step)))
      throw new AppError(401, "TOTP_CODE_USED", AUTH_SERVER_MSG.totpCodeUsed);
  }

  return {
    isTwoFactorPath: (subPath: string) => subPath.startsWith("/two-factor/"),

    /**
     * Before better-auth sees a /two-factor/* request: signed in (401); anything but proving a code
     * passes the step-up gate (403); every call is counted (a wrong code or password stays counted);
     * a TOTP code's step is taken (a used code: 401). Returns what to call with better-auth's status.
     * `body` is the raw request body.
     */
    async before(
      request: FastifyRequest,
      subPath: string,
      body: unknown,
    ): Promise<((status: number) => Promise<void>) | undefined> {
      const u = await session.signedIn(request);
      askers.set(request, u);
      if (!VERIFY_PATHS.has(subPath)) {
        // Members only give codes here; they turn two-factor on and off through /api/account/two-factor
        // (account-security), which asks their password, passes the same gate and sends the notices.
        if (!isStaff(u.role)) throw new AppError(403, ADMIN_ERROR.staffOnly, ADMIN_MSG.staffOnly);
        assertMaySetSecondFactor(u, subPath === "/two-factor/disable" ? "disable" : "set");
      }
      // Codes and passwords (enable, get-totp-uri, generate-backup-codes take the password) are counted
      // alike: a session alone must not be able to guess either.
      const settle = await guard.secondFactorAttempt(request.ip, u.id);
      if (subPath === "/two-factor/verify-totp") {
        try {
          await claimTotpCode(u.id, body);
        } catch (err) {
          // A used code stays counted like a wrong one; a fault on our side does not.
          await settle(err instanceof AppError ? err.status : 500);
          throw err;
        }
      }
      return settle;
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
      if (!u || !onChange) return;
      // better-auth turns two-factor on when the first code after "enable" is right.
      if (subPath === "/two-factor/verify-totp" && !u.twoFactorEnabled) await onChange(u, token, "on");
      if (subPath === "/two-factor/generate-backup-codes") await onChange(u, token, "backup-codes");
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
