// The Security section of /settings: password, email, signed-in devices, two-factor, sign-ins.
import { z } from "zod";
import { PASSWORD_MIN } from "./constants.ts";
import { MSG } from "./messages.ts";

export const ACCOUNT_SECURITY_ERROR = {
  twoFactorRequired: "TWO_FACTOR_REQUIRED",
  emailTaken: "EMAIL_TAKEN",
  sessionNotFound: "SESSION_NOT_FOUND",
  wrongPassword: "WRONG_PASSWORD",
} as const;

export const ACCOUNT_SECURITY_MSG = {
  twoFactorRequired: "Enter the code from your authenticator app to continue",
  emailTaken: "Another account already uses this email address",
  sameEmail: "That is already your email address",
  sessionNotFound: "That device is not signed in",
  wrongPassword: "Your current password is not right",
  wrongCode: "That code is not right or has expired",
  currentPasswordRequired: "Enter your current password",
  passwordTooLong: "Use at most 128 characters",
  emailInvalid: "Enter a valid email address",
  codeRequired: "Enter the code from the email",
} as const;

export const signedInDeviceSchema = z.object({
  id: z.uuid(),
  /** The device in words, e.g. "Chrome on Android". */
  device: z.string(),
  ipAddress: z.string().nullable(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const signInEventSchema = z.object({
  at: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;

export const accountSecuritySchema = z.object({
  email: z.string(),
  hasPassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  devices: z.array(signedInDeviceSchema),
  signIns: z.array(signInEventSchema),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, ACCOUNT_SECURITY_MSG.currentPasswordRequired).max(200),
  newPassword: z.string().min(PASSWORD_MIN, MSG.passwordTooShort).max(128, ACCOUNT_SECURITY_MSG.passwordTooLong),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const emailChangeRequestSchema = z.object({
  newEmail: z.email(ACCOUNT_SECURITY_MSG.emailInvalid).max(254),
});
export const emailChangeConfirmSchema = emailChangeRequestSchema.extend({
  otp: z.string().regex(/^\d{4,8}$/, ACCOUNT_SECURITY_MSG.codeRequired),
});
export type EmailChangeConfirmInput = z.infer<typeof emailChangeConfirmSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
export const revokedSchema = z.object({ revoked: z.number().int() });
