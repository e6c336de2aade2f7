// Mounts better-auth under /api/auth/* and puts Saathi's own guards in front of it:
// the 30-second resend wait, per-IP and per-identifier attempt limits, failure-only limits on
// password sign-in, and clear answers for unknown accounts where the spec asks for them.

import { ADMIN_MSG } from "@saathi/contract/admin";
import { MSG } from "@saathi/contract/messages";
import { decideAge, signupAgeSchema, YOUNG_ERROR, YOUNG_MSG } from "@saathi/contract/young-people";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../http/errors.ts";
import { AUTH_SERVER_MSG } from "./auth.messages.ts";
import { type Auth, type DeclaredAge, handleAuthRequest, signupAge } from "./auth.ts";
import type { AuthGuard, IdentifierKind as Kind } from "./auth-guard.service.ts";
import type { SecondFactorSteps } from "./second-factor.ts";

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

/**
 * better-auth endpoints Saathi does not offer: answered 404 before better-auth sees them. Password and
 * email changes and devices go through /api/account/* (decision 024: the step-up, EMAIL_TAKEN, the notice
 * to the old address, the other devices ended, no session tokens sent); names through the profile; a
 * password is reset by email only, through the guarded /email-otp/* paths. Reached directly these skip
 * every one of those checks and Saathi's attempt limits (verify-password is an uncounted password oracle).
 */
const NOT_OFFERED = new Set([
  "/change-password",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
  "/update-user",
  "/verify-password",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/forget-password/email-otp",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
]);

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
    throw new AppError(400, "INVALID_JSON", AUTH_SERVER_MSG.theRequestBodyIsNot);
  }
}

/**
 * The age on a member sign-up (decision 038): a date of birth or an age band, required (400
 * AGE_REQUIRED without either). Under 13 is refused with the helplines' sentence. Accounts made before
 * the rule, by the seed or by social sign-in have no age row and are read as adults until they give
 * one. A body that is not an object is left to better-auth's own answer. `today` is the server's UTC day.
 */
export function declaredAge(body: unknown, today: string): DeclaredAge | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Record<string, unknown>;
  if (b.dateOfBirth === undefined && b.ageBand === undefined)
    throw new AppError(400, YOUNG_ERROR.ageRequired, YOUNG_MSG.ageRequired);
  const parsed = signupAgeSchema.safeParse(
    b.dateOfBirth !== undefined ? { dateOfBirth: b.dateOfBirth } : { ageBand: b.ageBand },
  );
  if (!parsed.success) throw new AppError(400, YOUNG_ERROR.ageRequired, YOUNG_MSG.dateInvalid);
  const decision = decideAge(parsed.data, today);
  if (!decision.ok && decision.reason === "under13") throw new AppError(403, YOUNG_ERROR.under13, YOUNG_MSG.under13);
  if (!decision.ok) throw new AppError(400, YOUNG_ERROR.ageRequired, YOUNG_MSG.dateInvalid);
  return { adultOn: decision.adultOn, basis: decision.basis };
}

/** Converts the Fastify request to a Fetch Request for better-auth. */
function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, String(v));
  }
  // better-auth records a session's IP from this header: give it the address Fastify trusts (for the
  // device list and sign-in history), never one the client wrote.
  headers.set("x-forwarded-for", request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  guard: AuthGuard,
  baseUrl: string,
  secondFactor: SecondFactorSteps,
  /** A POST went to better-auth: the node forgets the request's kept session (session-cache.ts). */
  onChanged?: (request: FastifyRequest) => void,
): void {
  // Staff second factor (decision 019): is it set up, did this session prove it, is there a password.
  app.get("/api/auth/second-factor", { schema: { hide: true } }, (request) => secondFactor.status(request));

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
        if (NOT_OFFERED.has(subPath)) throw new AppError(404, "NOT_FOUND", ADMIN_MSG.notFound);
        const rule = GUARDS[subPath];
        let settle: ((status: number) => Promise<void>) | undefined;
        let age: DeclaredAge | null = null;
        if (secondFactor.isTwoFactorPath(subPath)) settle = await secondFactor.before(request, subPath, request.body);
        if (rule && request.method === "POST") {
          const body = parseJson(request.body);
          if (subPath === "/sign-up/email") age = declaredAge(body, new Date().toISOString().slice(0, 10));
          const id = identifierOf(body, rule.kind);
          if (id) {
            if (rule.password) settle = await guard.passwordAttempt(request.ip, id);
            else await guard.attempt(request.ip, id);
            if (rule.mustExist && !(await guard.accountExists(rule.kind, id))) {
              throw rule.kind === "email"
                ? new AppError(404, "USER_NOT_FOUND", MSG.userNotFound)
                : new AppError(404, "USER_NOT_FOUND", AUTH_SERVER_MSG.noAccountFoundWithThis);
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
          const forward = () => handleAuthRequest(auth, toFetchRequest(request, baseUrl));
          response = age ? await signupAge.run(age, forward) : await forward();
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
        await secondFactor.after(request, subPath, response.status, cookies);
        if (request.method === "POST") onChanged?.(request);
        if (cookies.length) reply.header("set-cookie", cookies);
        const text = await response.text();
        return reply.send(text || undefined);
      },
    });
  });
}
