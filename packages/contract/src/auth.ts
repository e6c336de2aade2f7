import { z } from "zod";
import { OTP_LENGTH, PASSWORD_MIN } from "./constants.ts";
import { MSG } from "./messages.ts";
import { homePathFor, resolveRole } from "./roles.ts";
import { YOUNG_MSG } from "./young-people.ts";

export { homePathFor, resolveRole };

/** A basic email pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  // abort: an empty email says only that it is required, not also that it is invalid.
  .min(1, { error: MSG.emailRequired, abort: true })
  .regex(EMAIL_PATTERN, MSG.emailInvalid);

/** Member login (§5 Login). */
export const loginSchema = z.object({
  email,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Member signup (§5 Signup); the password follows the §9 minimum. */
export const signupSchema = z.object({
  fullName: z.string({ error: MSG.fullNameRequired }).trim().min(1, MSG.fullNameRequired),
  email,
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, { error: MSG.passwordRequired, abort: true })
    .min(PASSWORD_MIN, MSG.passwordTooShort),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** Forgot password: email required and valid. */
export const forgotPasswordSchema = z.object({ email });

/** A complete one-time code: exactly six digits. */
export const otpCodeSchema = z
  .string({ error: MSG.otpIncomplete })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MSG.otpIncomplete);

/** New password step (§5 New password). */
export const newPasswordSchema = z
  .object({
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.password || !v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["password"], message: MSG.bothPasswordsRequired });
    } else if (v.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", path: ["password"], message: MSG.passwordTooShort });
    } else if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MSG.passwordsDontMatch });
    }
  });

/** Expert login (§5): email or phone, then a password or a 6-digit code. */
export const expertLoginSchema = z
  .object({
    identifier: z.string().trim(),
    mode: z.enum(["password", "otp"]),
    password: z.string().optional(),
    otp: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.identifier) {
      ctx.addIssue({ code: "custom", path: ["identifier"], message: MSG.emailOrPhoneRequired });
    } else if (v.identifier.includes("@") && !EMAIL_PATTERN.test(v.identifier)) {
      ctx.addIssue({ code: "custom", path: ["identifier"], message: MSG.emailInvalid });
    }
    if (v.mode === "password" && !v.password) {
      ctx.addIssue({ code: "custom", path: ["password"], message: MSG.passwordRequired });
    }
    if (v.mode === "otp") {
      if (!v.otp) ctx.addIssue({ code: "custom", path: ["otp"], message: MSG.otpRequired });
      else if (!/^\d{6}$/.test(v.otp)) ctx.addIssue({ code: "custom", path: ["otp"], message: MSG.otpFormat });
    }
  });
export type ExpertLoginInput = z.infer<typeof expertLoginSchema>;

/** Keeps only digits and at most six of them, as the OTP field does while typing. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, OTP_LENGTH);
}

/** Email or phone: what an expert typed into the login field. */
export function classifyIdentifier(identifier: string): "email" | "phone" {
  return identifier.includes("@") ? "email" : "phone";
}

/** Normalises an Indian phone number to its last 10 digits (spec: phone exactly 10 digits). */
export function normalizePhone(raw: string): string {
  return raw.replace(/\D/g, "").slice(-10);
}

/**
 * Expert registration (§5): both fields required, email valid. Experts are adults (decision 038): the
 * form asks them to confirm it; `false` is refused (absent: API clients from before the rule).
 */
export const expertRegisterSchema = z.object({
  confirmAdult: z.literal(true, { error: YOUNG_MSG.expertMinor }).optional(),
  fullName: z.string({ error: MSG.allFieldsRequired }).trim().min(1, MSG.allFieldsRequired),
  email: z
    .string({ error: MSG.allFieldsRequired })
    .trim()
    .min(1, { error: MSG.allFieldsRequired, abort: true })
    .regex(EMAIL_PATTERN, MSG.emailInvalid),
});
export type ExpertRegisterInput = z.infer<typeof expertRegisterSchema>;

/** Second step of expert registration: the emailed code. */
export const expertRegisterVerifySchema = expertRegisterSchema.extend({
  otp: z.string().regex(/^\d{6}$/, MSG.otpFormat),
});

/** Splits a full name at the first space: first word is the first name, the rest the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space === -1) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** An expert whose profile lacks display name, bio or languages still has onboarding to do. */
export function expertNeedsOnboarding(profile: {
  displayName?: string | null;
  bio?: string | null;
  languages?: readonly string[] | null;
}): boolean {
  return !profile.displayName?.trim() || !profile.bio?.trim() || !profile.languages?.length;
}

/** Maps a server error code from the OTP endpoints to the spec's message. */
export function otpErrorMessage(code: string | undefined): string {
  switch (code) {
    case "OTP_EXPIRED":
    case "TOO_MANY_ATTEMPTS":
      return MSG.otpExpired;
    case "INVALID_OTP":
      return MSG.otpInvalid;
    default:
      return MSG.otpDefault;
  }
}
