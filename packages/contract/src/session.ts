import { z } from "zod";
import { ROLES } from "./constants.ts";
import { ownProfileSchema } from "./profile.ts";

/** GET /api/me: who is signed in, or null fields for a visitor. */
export const meResponseSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.enum(ROLES),
      emailVerified: z.boolean(),
      phoneNumber: z.string().nullable(),
    })
    .nullable(),
  profile: ownProfileSchema.nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/config: what the web app needs to know about this server's setup. */
export const clientConfigSchema = z.object({
  /** Which social sign-in providers have keys configured. */
  socialProviders: z.object({ google: z.boolean(), microsoft: z.boolean() }),
  /** Whether the dev outbox is on (never in production). */
  devOutbox: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** One message in the dev outbox. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  code: z.string().optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/health */
export const healthResponseSchema = z.object({ status: z.literal("ok") });
