// A member's safety plan (the six Stanley-Brown steps) and their trusted contact (the nominated
// representative of India's Mental Healthcare Act 2017). Both are written by the member and read only
// by them; the trusted contact is sent a short message only when the member taps "Tell {name}".
import { z } from "zod";

/** The six steps, in the order a person works through them in a hard moment. */
export const SAFETY_PLAN_STEPS = [
  "warningSigns",
  "copingAlone",
  "distractions",
  "askForHelp",
  "professionals",
  "saferSurroundings",
] as const;
export type SafetyPlanStep = (typeof SAFETY_PLAN_STEPS)[number];

/** Lines one step holds at most. */
export const SAFETY_PLAN_MAX_LINES = 10;
/** Characters one line holds at most. */
export const SAFETY_PLAN_LINE_MAX = 200;
/** "Tell {name}" messages a member may send in 24 hours. */
export const TRUSTED_CONTACT_TELLS_PER_DAY = 3;

export const SAFETY_PLAN_MSG = {
  lineLong: "Keep each line under 200 characters.",
  tooManyLines: "A step holds at most 10 lines.",
  contactName: "Enter their name.",
  contactNameLong: "Keep the name under 80 characters.",
  contactPhone: "Enter a 10-digit mobile number.",
  contactEmail: "Enter a valid email address.",
  contactWay: "Give their mobile number or email address, so Saathi can reach them when you ask.",
  relationLong: "Keep the relation under 60 characters.",
  noContact: "You have not named a trusted contact.",
  tellLimit:
    "You have already told your trusted contact 3 times today. If you need someone now, please call them or a helpline.",
  tellFailed: "We could not send the message just now. Please call them, or a helpline, if you need someone now.",
} as const;

const line = z.string().trim().max(SAFETY_PLAN_LINE_MAX, SAFETY_PLAN_MSG.lineLong);
/** One step: up to 10 short lines; blank lines are dropped (an empty box left on the form). */
const lines = z
  .array(line)
  .max(SAFETY_PLAN_MAX_LINES, SAFETY_PLAN_MSG.tooManyLines)
  .transform((l) => l.filter((s) => s.length > 0));

const stepsInput = z.object(
  Object.fromEntries(SAFETY_PLAN_STEPS.map((s) => [s, lines.default([])])) as Record<
    SafetyPlanStep,
    z.ZodDefault<typeof lines>
  >,
);

/** PUT /api/safety-plan: the whole plan (a missing step is empty). */
export const safetyPlanInputSchema = z.object({ steps: stepsInput });
export type SafetyPlanInput = z.input<typeof safetyPlanInputSchema>;
export type SafetyPlanValues = z.output<typeof safetyPlanInputSchema>;

export type SafetyPlanSteps = Record<SafetyPlanStep, string[]>;

export const safetyPlanSchema = z.object({
  steps: z.object(
    Object.fromEntries(SAFETY_PLAN_STEPS.map((s) => [s, z.array(z.string())])) as Record<
      SafetyPlanStep,
      z.ZodArray<z.ZodString>
    >,
  ),
  updatedAt: z.string(),
});
export type SafetyPlan = z.infer<typeof safetyPlanSchema>;

/** The expert the member booked last, suggested under "Professionals and helplines". */
export const safetyPlanExpertSchema = z.object({ name: z.string(), handle: z.string() });
export type SafetyPlanExpert = z.infer<typeof safetyPlanExpertSchema>;

/** GET/PUT /api/safety-plan: the plan (null until first saved) and the member's own expert, if any. */
export const safetyPlanResponseSchema = z.object({
  plan: safetyPlanSchema.nullable(),
  expert: safetyPlanExpertSchema.nullable(),
});
export type SafetyPlanResponse = z.infer<typeof safetyPlanResponseSchema>;

/** An empty plan: every step with no lines. */
export const emptySafetyPlanSteps = (): SafetyPlanSteps =>
  Object.fromEntries(SAFETY_PLAN_STEPS.map((s) => [s, []])) as unknown as SafetyPlanSteps;

// --- The trusted contact ---

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[6-9]\d{9}$/;

/** A 10-digit Indian mobile number (spaces, dashes, a leading +91 or 0 dropped), "" when left empty, null when wrong. */
export function normaliseMobile(raw: string): string | null {
  const digits = raw
    .trim()
    .replace(/[\s-]/g, "")
    .replace(/^(\+91|0)/, "");
  if (digits === "") return "";
  return PHONE.test(digits) ? digits : null;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((s) => (s ? s : null));

export const trustedContactInputSchema = z
  .object({
    name: z.string().trim().min(1, SAFETY_PLAN_MSG.contactName).max(80, SAFETY_PLAN_MSG.contactNameLong),
    phone: z
      .string()
      .max(30, SAFETY_PLAN_MSG.contactPhone)
      .optional()
      .nullable()
      .transform((s, ctx) => {
        const p = normaliseMobile(s ?? "");
        if (p === null) {
          ctx.addIssue({ code: "custom", message: SAFETY_PLAN_MSG.contactPhone });
          return z.NEVER;
        }
        return p || null;
      }),
    email: z
      .string()
      .trim()
      .max(254, SAFETY_PLAN_MSG.contactEmail)
      .optional()
      .nullable()
      .transform((s, ctx) => {
        if (!s) return null;
        if (!EMAIL.test(s)) {
          ctx.addIssue({ code: "custom", message: SAFETY_PLAN_MSG.contactEmail });
          return z.NEVER;
        }
        return s.toLowerCase();
      }),
    relation: optionalText(60, SAFETY_PLAN_MSG.relationLong),
  })
  .superRefine((v, ctx) => {
    if (!v.phone && !v.email) ctx.addIssue({ code: "custom", path: ["phone"], message: SAFETY_PLAN_MSG.contactWay });
  });
export type TrustedContactInput = z.input<typeof trustedContactInputSchema>;
export type TrustedContactValues = z.output<typeof trustedContactInputSchema>;

export const trustedContactSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  relation: z.string().nullable(),
  updatedAt: z.string(),
});
export type TrustedContact = z.infer<typeof trustedContactSchema>;
export const trustedContactResponseSchema = z.object({ contact: trustedContactSchema.nullable() });
export type TrustedContactResponse = z.infer<typeof trustedContactResponseSchema>;

/** POST /api/safety-plan/trusted-contact/tell: how the message went and how many are left today. */
export const trustedContactTellSchema = z.object({
  /** The channels that carried it (a number gets a text message, an email address an email). */
  sentBy: z.array(z.enum(["sms", "email"])),
  sentAt: z.string(),
  leftToday: z.number().int(),
});
export type TrustedContactTell = z.infer<typeof trustedContactTellSchema>;

/**
 * The one message a trusted contact receives, only when the member taps "Tell {name}". The web shows
 * it before sending, word for word; the server sends it in the member's language.
 */
export const TRUSTED_CONTACT_TEXT = {
  subject: "{name} would like you to check in with them",
  text: "{name} is going through a hard time and would like you to check in with them. — sent from Saathi at their request",
} as const;

/** The name the message gives the member: their first name, else the first word of their display name, else @username. */
export function contactFirstName(p: {
  firstName: string | null;
  displayName: string | null;
  username: string | null;
}): string {
  const first = p.firstName?.trim() || p.displayName?.trim().split(/\s+/)[0];
  return first || (p.username ? `@${p.username}` : "Saathi");
}
