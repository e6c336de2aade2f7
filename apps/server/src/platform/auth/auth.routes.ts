// Mounts better-auth under /api/auth/* and puts Saathi's own guards in front of it:
// the 30-second resend wait, per-IP and per-identifier attempt limits, failure-only limits on
// password sign-in, and clear answers for unknown accounts where the spec asks for them.

import { OTP_RESEND_SECONDS } from "@saathi/contract/constants";
import { MSG } from "@saathi/contract/messages";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";
import { AppError } from "../http/errors.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import type { Auth } from "./auth.ts";

/** Attempt limits on sign-in and OTP endpoints. */
export const AUTH_LIMITS = { windowSeconds: 600, perIp: 100, perIdentifier: 10 } as const;

/**
 * Wrong passwords (not attempts) allowed in AUTH_LIMITS.windowSeconds: per identifier from one IP,
 * and per identifier from all IPs together (a much higher ceiling, so that a stranger cannot lock
 * the owner out, yet guessing from many addresses still stops). The per-IP ceiling also applies.
 */
export const PASSWORD_LIMITS = { perIdentifierAndIp: 10, perIdentifier: 50 } as const;

/** better-auth's answer to a wrong password or an unknown account (email and phone alike). */
const WRONG_CREDENTIALS = 401;

type Kind = "email" | "phone";
interface Guard {
  /** Which body field names the account. */
  kind: Kind;
  /**
   * Sends a code of this purpose (or the body's `type`): one per OTP_RESEND_SECONDS for the same
   * identifier and purpose, so a signup code does not hold up a password-reset code.
   */
  sendsCode?: string;
  /** Answers 404 when no account has this identifier. */
  mustExist?: boolean;
  /** A password sign-in: only failures count, and a success clears them (decision 012). */
  password?: boolean;
}

const GUARDS: Record<string, Guard> = {
  "/sign-in/email": { kind: "email", password: true },
  "/sign-in/email-otp": { kind: "email" },
  "/sign-in/phone-number": { kind: "phone", password: true },
  "/sign-up/email": { kind: "email", sendsCode: "email-verification" },
  "/email-otp/send-verification-otp": { kind: "email", sendsCode: "body-type" },
  "/email-otp/request-password-reset": { kind: "email", sendsCode: "forget-password", mustExist: true },
  "/email-otp/verify-email": { kind: "email" },
  "/email-otp/check-verification-otp": { kind: "email" },
  "/email-otp/reset-password": { kind: "email" },
  "/phone-number/send-otp": { kind: "phone", sendsCode: "phone", mustExist: true },
  "/phone-number/verify": { kind: "phone", mustExist: true },
};

function tooMany(results: { allowed: boolean; retryAfter: number }[]): AppError {
  const retryAfter = Math.max(0, ...results.filter((r) => !r.allowed).map((r) => r.retryAfter));
  return new AppError(429, "RATE_LIMITED", MSG.tooManyRequests, { retryAfter });
}

export function createAuthGuard(db: Db, limiter: RateLimiter) {
  const W = AUTH_LIMITS.windowSeconds;
  return {
    /** Counts one attempt for this IP and identifier; throws 429 past the limits. */
    async attempt(ip: string, identifier: string): Promise<void> {
      const byIp = await limiter.hit(`auth:ip:${ip}`, AUTH_LIMITS.perIp, AUTH_LIMITS.windowSeconds);
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
        [`auth:ip:${ip}`, AUTH_LIMITS.perIp],
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
    /** A new code for this identifier and purpose may be sent only OTP_RESEND_SECONDS after the last. */
    async codeCooldown(identifier: string, purpose: string): Promise<void> {
      const r = await limiter.cooldown(`otp-send:${purpose}:${identifier}`, OTP_RESEND_SECONDS);
      if (!r.allowed) throw new AppError(429, "RESEND_TOO_SOON", MSG.resendTooSoon, { retryAfter: r.retryAfter });
    },
    async accountExists(kind: Kind, identifier: string): Promise<boolean> {
      const where = kind === "email" ? eq(user.email, identifier) : eq(user.phoneNumber, identifier);
      const rows = await db.select({ id: user.id }).from(user).where(where).limit(1);
      return rows.length > 0;
    },
  };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;

function identifierOf(body: unknown, kind: Kind): string | null {
  if (!body || typeof body !== "object") return null;
  const value = (body as Record<string, unknown>)[kind === "email" ? "email" : "phoneNumber"];
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null;
}

function parseJson(raw: unknown): unknown {
  if (!Buffer.isBuffer(raw) || raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new AppError(400, "INVALID_JSON", "The request body is not valid JSON");
  }
}

/** Converts the Fastify request to a Fetch Request for better-auth. */
function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, String(v));
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

export function registerAuthRoutes(app: FastifyInstance, auth: Auth, guard: AuthGuard, baseUrl: string): void {
  app.register(async (scope) => {
    // better-auth parses bodies itself: keep them raw here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    scope.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      schema: { hide: true },
      async handler(request, reply) {
        const subPath = request.url.split("?")[0]?.replace(/^\/api\/auth/, "") ?? "";
        const rule = GUARDS[subPath];
        let settle: ((status: number) => Promise<void>) | undefined;
        if (rule && request.method === "POST") {
          const body = parseJson(request.body);
          const id = identifierOf(body, rule.kind);
          if (id) {
            if (rule.password) settle = await guard.passwordAttempt(request.ip, id);
            else await guard.attempt(request.ip, id);
            if (rule.mustExist && !(await guard.accountExists(rule.kind, id))) {
              throw rule.kind === "email"
                ? new AppError(404, "USER_NOT_FOUND", MSG.userNotFound)
                : new AppError(404, "USER_NOT_FOUND", "No account found with this phone number");
            }
            if (rule.sendsCode) {
              const type = (body as { type?: unknown }).type;
              await guard.codeCooldown(id, rule.sendsCode === "body-type" ? String(type ?? "unknown") : rule.sendsCode);
            }
          }
        }
        let status = 500;
        let response: Response;
        try {
          response = await auth.handler(toFetchRequest(request, baseUrl));
          status = response.status;
        } finally {
          // A fault on our side is not the member's failure: only a 401 stays counted.
          await settle?.(status);
        }
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header("set-cookie", cookies);
        const text = await response.text();
        return reply.send(text || undefined);
      },
    });
  });
}
