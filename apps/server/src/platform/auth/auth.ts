// better-auth, configured for Saathi: email+password with email-OTP verification, OTP sign-in,
// password reset by OTP, phone OTP and phone+password for experts, Google/Microsoft when configured.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Role } from "@saathi/contract/constants";
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, PASSWORD_MIN } from "@saathi/contract/constants";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { emailOTP, phoneNumber, twoFactor as twoFactorPlugin } from "better-auth/plugins";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { account, session, twoFactor, user, verification } from "../db/schema/auth.ts";
import { headersLocale } from "../i18n/header-locale.ts";
import { catchingSendFailures, type Messenger, otpMessage } from "../mail/messenger.ts";
import { betterAuthLogLevel } from "./auth-log-level.ts";
import { passwordHashing } from "./password-hashing.ts";

/** Set around an account creation to give the new account a role other than users (server-side only). */
export const signupRole = new AsyncLocalStorage<Role>();

/** The age a member declared on the sign-up form, set around that request (auth.routes.ts). */
export const signupAge = new AsyncLocalStorage<DeclaredAge>();

/** What sign-up keeps from a declared age (contract young-people `decideAge`). */
export interface DeclaredAge {
  adultOn: string | null;
  basis: "date_of_birth" | "age_band";
}

export interface AuthHooks {
  /** Called after every account creation, inside the request that created it. */
  onUserCreated(u: { id: string; name: string; email: string; role: string; age?: DeclaredAge }): Promise<void>;
  /**
   * Asked before every new session (password, email OTP, phone OTP, social, verification sign-in):
   * a refusal (e.g. a suspended member) stops the sign-in with 403 and its message.
   */
  sessionRefusal?(userId: string): Promise<{ code: string; message: string } | null>;
  /** Called after every new session (a sign-in, of any kind): the member's sign-in history. */
  onSessionCreated?(s: { userId: string; ipAddress?: string | null; userAgent?: string | null }): Promise<void>;
  /** Where better-auth's own warnings and errors go (the server's logger), without personal data. */
  log?: Logger;
}

const EMAIL_IN_TEXT = /[^\s@<>"'()]+@[^\s@<>"'()]+/g;
const PHONE_IN_TEXT = /\+?\d[\d -]{8,}\d/g;

/** better-auth writes addresses into its messages ("…existing email: x"): they never reach the log. */
export function withoutPersonalData(message: string): string {
  return message.replace(EMAIL_IN_TEXT, "[email]").replace(PHONE_IN_TEXT, "[phone]");
}

/**
 * better-auth's two-factor plugin without its sign-in interception (decision 019): the plugin only
 * intercepts password sign-ins and members' sign-in must not change, so staff prove the second factor
 * as a step-up on their signed-in session (verify-totp / verify-backup-code; auth.routes.ts marks the
 * session). Its endpoints (enable, verify-totp, verify-backup-code…) stay; only staff may call them.
 */
function staffTwoFactor() {
  const { hooks: _signInInterception, ...plugin } = twoFactorPlugin({
    issuer: "Saathi",
    // Ten one-time codes, stored encrypted with the auth secret (the plugin's default, said out loud).
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
  });
  return plugin;
}

export function createAuth(config: Config, db: Db, messenger: Messenger, hooks: AuthHooks) {
  const socialProviders: Record<string, unknown> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    socialProviders.google = { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET };
  }
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET) {
    socialProviders.microsoft = {
      clientId: config.MICROSOFT_CLIENT_ID,
      clientSecret: config.MICROSOFT_CLIENT_SECRET,
      tenantId: config.MICROSOFT_TENANT_ID,
    };
  }

  return betterAuth({
    appName: "Saathi",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, twoFactor } }),
    advanced: { database: { generateId: "uuid" } },
    // Sign-in and OTP endpoints are limited by our own database-backed limiter (auth.routes.ts),
    // which is shared by every server process.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its own console lines would bypass our logger (request ids, redaction): its lines go there as one
    // line each, the message stripped of addresses and the error by its name only, at the level
    // betterAuthLogLevel gives (what a client caused is a warning). "info", not "warn": at "warn" it
    // also prints refused requests ("Invalid origin") to the console as errors, beside this logger.
    logger: {
      level: "info",
      log: (level, message, ...args) => {
        const err = args.find((a): a is Error => a instanceof Error);
        hooks.log?.[betterAuthLogLevel(level, String(message), err)](
          { source: "better-auth", ...(err ? { error: err.name } : {}) },
          withoutPersonalData(String(message)),
        );
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing(config.PASSWORD_HASH_COST),
    },
    emailVerification: { autoSignInAfterVerification: true, sendOnSignUp: true, sendOnSignIn: false },
    user: {
      additionalFields: {
        // Never settable by a client: set on the server (member signup, expert registration).
        role: { type: "string", required: false, defaultValue: "users", input: false },
      },
    },
    socialProviders,
    databaseHooks: {
      session: {
        create: {
          before: async (s) => {
            const refusal = await hooks.sessionRefusal?.(s.userId);
            if (refusal) throw APIError.from("FORBIDDEN", refusal);
          },
          after: async (s) => {
            await hooks.onSessionCreated?.(s);
          },
        },
      },
      user: {
        create: {
          before: async (u) => {
            const role = signupRole.getStore();
            return { data: role ? { ...u, role } : u };
          },
          after: async (u) => {
            await hooks.onUserCreated({
              id: u.id,
              name: u.name,
              email: u.email,
              role: (u as { role?: string }).role ?? "users",
              ...(signupAge.getStore() ? { age: signupAge.getStore() } : {}),
            });
          },
        },
      },
    },
    plugins: [
      staffTwoFactor(),
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_MINUTES * 60,
        allowedAttempts: OTP_MAX_ATTEMPTS,
        overrideDefaultEmailVerification: true,
        // A new address is proved by a code sent to it (/api/account/email, account-security).
        changeEmail: { enabled: true },
        sendVerificationOnSignUp: true,
        async sendVerificationOTP({ email, otp, type }, ctx) {
          // The account's language; at sign-up (no profile yet) the language of the request.
          const locale = await messenger.localeOf(email, headersLocale(ctx?.request?.headers ?? ctx?.headers));
          await messenger.sendEmail(otpMessage(email, otp, type, locale));
        },
      }),
      phoneNumber({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_MINUTES * 60,
        allowedAttempts: OTP_MAX_ATTEMPTS,
        phoneNumberValidator: (p) => /^\d{10}$/.test(p),
        async sendOTP({ phoneNumber: to, code }, ctx) {
          const locale = await messenger.localeOf(to, headersLocale(ctx?.request?.headers ?? ctx?.headers));
          await messenger.sendSms(otpMessage(to, code, "sign-in", locale));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth's handler, except that a code which could not be sent answers 503: better-auth
 * catches and only logs what its send hooks throw, which would tell the member a code is on its way.
 */
export async function handleAuthRequest(auth: Auth, request: Request): Promise<Response> {
  return failingWhenNotSent(() => auth.handler(request));
}

/**
 * Runs a better-auth call that sends a code; a code that could not be sent (better-auth only logs
 * what its send hooks throw) fails the call with the not-sent error (503), never a false success.
 */
export async function failingWhenNotSent<T>(run: () => Promise<T>): Promise<T> {
  const sent = await catchingSendFailures(run);
  if (sent.failure) throw sent.failure;
  return sent.result;
}
