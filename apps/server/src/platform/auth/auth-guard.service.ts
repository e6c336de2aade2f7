// Saathi's own guards in front of better-auth: the 30-second resend wait, per-IP and per-identifier
// attempt limits, and failure-only limits on password sign-in (decision 012). The routes decide which
// guard an endpoint needs; the rules live here.

import { OTP_RESEND_SECONDS } from "@saathi/contract/constants";
import { MSG } from "@saathi/contract/messages";
import { AppError } from "../http/errors.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import type { AccountsRepository, IdentifierKind } from "./accounts.repository.ts";

export type { IdentifierKind };

/** Attempt limits on sign-in and OTP endpoints. */
export const AUTH_LIMITS = { windowSeconds: 600, perIp: 100, perIdentifier: 10 } as const;

/**
 * Wrong passwords (not attempts) allowed in AUTH_LIMITS.windowSeconds: per identifier from one IP,
 * and per identifier from all IPs together (a much higher ceiling, so that a stranger cannot lock
 * the owner out, yet guessing from many addresses still stops). The per-IP ceiling also applies.
 */
export const PASSWORD_LIMITS = { perIdentifierAndIp: 10, perIdentifier: 50 } as const;

/** Wrong second-factor codes allowed per staff account in AUTH_LIMITS.windowSeconds. */
export const SECOND_FACTOR_LIMITS = { perAccount: 10 } as const;

/** better-auth's answer to a wrong password or an unknown account (email and phone alike). */
const WRONG_CREDENTIALS = 401;

function tooMany(results: { allowed: boolean; retryAfter: number }[]): AppError {
  const retryAfter = Math.max(0, ...results.filter((r) => !r.allowed).map((r) => r.retryAfter));
  return new AppError(429, "RATE_LIMITED", MSG.tooManyRequests, { retryAfter });
}

export function createAuthGuard(
  accounts: AccountsRepository,
  limiter: RateLimiter,
  /** Attempts per IP in the window: AUTH_LIMITS.perIp but in test runs that say otherwise (config.ts). */
  perIp: number = AUTH_LIMITS.perIp,
) {
  const W = AUTH_LIMITS.windowSeconds;
  return {
    /** Counts one attempt for this IP and identifier; throws 429 past the limits. */
    async attempt(ip: string, identifier: string): Promise<void> {
      const byIp = await limiter.hit(`auth:ip:${ip}`, perIp, AUTH_LIMITS.windowSeconds);
      const byId = await limiter.hit(`auth:id:${identifier}`, AUTH_LIMITS.perIdentifier, AUTH_LIMITS.windowSeconds);
      if (!byIp.allowed || !byId.allowed) throw tooMany([byIp, byId]);
    },
    /**
     * A password sign-in. The attempt is counted before the check (so parallel guesses cannot slip
     * past the limits) and `settle(status)` keeps it only if better-auth answered "wrong
     * credentials"; a success also clears this identifier's failures from this IP.
     */
    async passwordAttempt(ip: string, identifier: string): Promise<(status: number) => Promise<void>> {
      const pair = `auth:pw:${ip}|${identifier}`;
      const limits: [string, number][] = [
        [pair, PASSWORD_LIMITS.perIdentifierAndIp],
        [`auth:pw-id:${identifier}`, PASSWORD_LIMITS.perIdentifier],
        [`auth:ip:${ip}`, perIp],
      ];
      const results = await Promise.all(limits.map(([key, max]) => limiter.hit(key, max, W)));
      const refund = () => Promise.all(limits.map(([key]) => limiter.refund(key)));
      if (results.some((r) => !r.allowed)) {
        await refund();
        throw tooMany(results);
      }
      return async (status) => {
        if (status === WRONG_CREDENTIALS) return;
        await refund();
        if (status >= 200 && status < 300) await limiter.clear(pair);
      };
    },
    /**
     * A second-factor call (a TOTP or backup code, or the password that set-up asks) from a signed-in
     * staff session. better-auth counts nothing for a session's step-up, so failures are counted here
     * per account and per IP; a success gives its attempt back. Six digits leave 1 in 10^6 per guess:
     * 10 per 10 minutes stops guessing.
     */
    async secondFactorAttempt(ip: string, userId: string): Promise<(status: number) => Promise<void>> {
      const limits: [string, number][] = [
        [`auth:2fa:${userId}`, SECOND_FACTOR_LIMITS.perAccount],
        [`auth:ip:${ip}`, perIp],
      ];
      const results = await Promise.all(limits.map(([key, max]) => limiter.hit(key, max, W)));
      const refund = () => Promise.all(limits.map(([key]) => limiter.refund(key)));
      if (results.some((r) => !r.allowed)) {
        await refund();
        throw tooMany(results);
      }
      return async (status) => {
        if (status >= 400 && status < 500) return;
        await refund();
      };
    },
    /** A new code for this identifier and purpose may be sent only OTP_RESEND_SECONDS after the last. */
    async codeCooldown(identifier: string, purpose: string): Promise<void> {
      const r = await limiter.cooldown(`otp-send:${purpose}:${identifier}`, OTP_RESEND_SECONDS);
      if (!r.allowed) throw new AppError(429, "RESEND_TOO_SOON", MSG.resendTooSoon, { retryAfter: r.retryAfter });
    },
    accountExists: (kind: IdentifierKind, identifier: string): Promise<boolean> => accounts.exists(kind, identifier),
  };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;
