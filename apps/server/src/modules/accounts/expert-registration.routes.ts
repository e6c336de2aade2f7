// Expert registration (spec §2 Expert auth): Full Name, Email, Send OTP, verify, then
// /expert/onBoarding. The new account gets role expert on the server; a client never sends a role.
import { expertRegisterSchema, expertRegisterVerifySchema } from "@saathi/contract/auth";
import { MSG } from "@saathi/contract/messages";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Auth, failingWhenNotSent, signupRole } from "../../platform/auth/auth.ts";
import type { AuthGuard } from "../../platform/auth/auth-guard.service.ts";
import { AppError } from "../../platform/http/errors.ts";

const ok = z.object({ success: z.literal(true) });

/** Re-throws a better-auth error as our JSON error with the same status and code. */
function rethrow(err: unknown): never {
  const e = err as { statusCode?: number; body?: { code?: string; message?: string } };
  if (e?.statusCode && e.statusCode < 500) {
    throw new AppError(e.statusCode, e.body?.code ?? "AUTH_ERROR", e.body?.message ?? MSG.verificationFailed);
  }
  throw err;
}

export function expertRegistrationRoutes(auth: Auth, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/accounts/expert-registration/send-otp",
      {
        schema: {
          tags: ["auth"],
          summary: "Expert registration: email a 6-digit code",
          body: expertRegisterSchema,
          response: { 200: ok },
        },
      },
      async (request) => {
        const email = request.body.email.toLowerCase();
        await guard.attempt(request.ip, email);
        if (await guard.accountExists("email", email)) throw new AppError(409, "ACCOUNT_EXISTS", MSG.accountExists);
        await guard.codeCooldown(email, "sign-in");
        await failingWhenNotSent(() => auth.api.sendVerificationOTP({ body: { email, type: "sign-in" } })).catch(
          rethrow,
        );
        return { success: true as const };
      },
    );

    app.post(
      "/api/accounts/expert-registration/verify",
      {
        schema: {
          tags: ["auth"],
          summary: "Expert registration: check the code, create the expert account and sign in",
          body: expertRegisterVerifySchema,
          response: { 200: ok },
        },
      },
      async (request, reply) => {
        const email = request.body.email.toLowerCase();
        await guard.attempt(request.ip, email);
        if (await guard.accountExists("email", email)) throw new AppError(409, "ACCOUNT_EXISTS", MSG.accountExists);
        const result = await signupRole
          .run("expert", () =>
            auth.api.signInEmailOTP({
              body: { email, otp: request.body.otp, name: request.body.fullName.trim() },
              headers: fromNodeHeaders(request.headers),
              returnHeaders: true,
            }),
          )
          .catch(rethrow);
        const cookies = result.headers.getSetCookie();
        if (cookies.length) reply.header("set-cookie", cookies);
        return { success: true as const };
      },
    );
  };
}
