import {
  accountSecuritySchema,
  changePasswordSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  okSchema,
  revokedSchema,
} from "@saathi/contract/account-security";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { AccountSecurityService } from "./account-security.service.ts";

const passwordBody = z.object({ password: z.string().min(1, "Enter your password").max(200) });

/** The member's own account security: every route is about the asker's own account. */
export function accountSecurityRoutes(session: SessionReader, security: AccountSecurityService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["account-security"];
    const asker = async (request: Parameters<SessionReader["require"]>[0]) => {
      const u = await session.require(request);
      return { ...u, sessionId: u.sessionId as string };
    };
    app.get(
      "/api/account/security",
      {
        schema: {
          tags,
          summary: "My devices, sign-ins and two-factor state",
          response: { 200: accountSecuritySchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return security.overview(await asker(request));
      },
    );
    app.delete(
      "/api/account/sessions/:id",
      {
        schema: {
          tags,
          summary: "Sign one of my devices out",
          params: z.object({ id: z.uuid("That device is not signed in") }),
          response: { 200: revokedSchema },
        },
      },
      async (request) => security.signOutDevice(await asker(request), request.params.id),
    );
    app.post(
      "/api/account/sessions/sign-out-others",
      { schema: { tags, summary: "Sign out everywhere else", response: { 200: revokedSchema } } },
      async (request) => security.signOutOthers(await asker(request)),
    );
    app.post(
      "/api/account/password",
      { schema: { tags, summary: "Change my password", body: changePasswordSchema, response: { 200: okSchema } } },
      async (request) => security.changePassword(await asker(request), request.headers.cookie, request.body),
    );
    app.post(
      "/api/account/email/code",
      {
        schema: {
          tags,
          summary: "Send a code to my new email",
          body: emailChangeRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request) =>
        security.requestEmailChange(await asker(request), request.headers.cookie, request.body.newEmail),
    );
    app.post(
      "/api/account/email",
      {
        schema: {
          tags,
          summary: "Change my email with the code sent to it",
          body: emailChangeConfirmSchema,
          response: { 200: okSchema.extend({ email: z.string() }) },
        },
      },
      async (request) => security.confirmEmailChange(await asker(request), request.headers.cookie, request.body),
    );
    app.post(
      "/api/account/two-factor/enable",
      {
        schema: {
          tags,
          summary: "Start two-step sign-in: a secret for the app and backup codes",
          body: passwordBody,
          response: { 200: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }) },
        },
      },
      async (request) =>
        security.enableTwoFactor(await asker(request), request.headers.cookie, request.ip, request.body.password),
    );
    app.post(
      "/api/account/two-factor/disable",
      { schema: { tags, summary: "Turn two-step sign-in off", body: passwordBody, response: { 200: okSchema } } },
      async (request) =>
        security.disableTwoFactor(await asker(request), request.headers.cookie, request.ip, request.body.password),
    );
  };
}
