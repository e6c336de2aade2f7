// Consents under India's DPDP Act (decision 023): the terms and privacy policy accepted at
// sign-up, and a separate consent for sensitive processing (keeping assessment results and journal
// entries in the account), asked the first time a member stores one. Each consent records the version
// of the document accepted; withdrawing keeps the row (withdrawn_at) and a new consent is a new row.
import { z } from "zod";

/** The versions in force: a new text means a new version here (members accept it again). */
export const TERMS_VERSION = "2026-11";
export const PRIVACY_VERSION = "2026-11";
export const SENSITIVE_VERSION = "2026-11";
export const SAFETY_REVIEW_VERSION = "2026-11";
/** Sharing the answers given before each session with one counsellor (a consent per expert). */
export const CARE_SCORES_VERSION = "2026-11";

/** safety_review: flagged messages kept, anonymised, in the review set that improves the safety check (off unless given). */
export const CONSENT_PURPOSES = ["terms", "privacy", "sensitive", "safety_review"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_VERSION: Record<ConsentPurpose, string> = {
  terms: TERMS_VERSION,
  privacy: PRIVACY_VERSION,
  sensitive: SENSITIVE_VERSION,
  safety_review: SAFETY_REVIEW_VERSION,
};

export const CONSENT_LABEL: Record<ConsentPurpose, string> = {
  terms: "Terms & Conditions",
  privacy: "Privacy Policy",
  sensitive: "Keeping my journal and test results in my account",
  safety_review: "Help improve Saathi's safety check with my flagged messages, anonymised",
};

export const CARE_SCORES_CONSENT_LABEL = {
  share: "Share my answers before each session with {name}",
} as const;

export const CONSENT_ERROR = {
  required: "CONSENT_REQUIRED",
  leaveToWithdraw: "CONSENT_NEEDS_DELETION",
} as const;

export const CONSENT_MSG = {
  required:
    "Saathi keeps journal entries and test results in your account only with your consent. Agree to keep them, or keep using the tools without saving.",
  leaveToWithdraw: "Saathi cannot run your account without these. To withdraw them, delete your account in Settings.",
  purpose: "Choose terms, privacy or sensitive.",
} as const;

export const consentPurposeSchema = z.enum(CONSENT_PURPOSES, { error: CONSENT_MSG.purpose });
export const consentGiveSchema = z.object({ purpose: consentPurposeSchema });
export const consentPurposeParamsSchema = z.object({ purpose: consentPurposeSchema });

/** One consent given (and perhaps withdrawn). */
export const consentRecordSchema = z.object({
  purpose: consentPurposeSchema,
  version: z.string(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** Each purpose's latest record (null: never given), and the whole history, newest first. */
export const consentsSchema = z.object({
  current: z.array(
    z.object({
      purpose: consentPurposeSchema,
      active: z.boolean(),
      /** The version in force now; `record.version` may be older. */
      currentVersion: z.string(),
      record: consentRecordSchema.nullable(),
    }),
  ),
  history: z.array(consentRecordSchema),
  /**
   * Sharing before-session answers, one per counsellor the member ever decided about (the latest
   * record for each): given, withdrawn and given again like the others.
   */
  careScores: z.array(
    z.object({
      expertId: z.string(),
      expertName: z.string(),
      /** The care link the member withdraws it on. */
      linkId: z.string().nullable(),
      active: z.boolean(),
      record: consentRecordSchema.omit({ purpose: true }),
    }),
  ),
});
export type Consents = z.infer<typeof consentsSchema>;

/** What withdrawing the sensitive consent did. */
export const consentWithdrawnSchema = z.object({
  purpose: consentPurposeSchema,
  deleted: z.object({ journalEntries: z.number().int(), assessments: z.number().int() }),
});
export type ConsentWithdrawn = z.infer<typeof consentWithdrawnSchema>;

// --- Nominee: who may exercise the member's rights on their death or incapacity ---

export const NOMINEE_MSG = {
  name: "Enter your nominee's name.",
  nameLong: "Keep the name under 100 characters.",
  contact: "Enter an email address or a 10-digit mobile number.",
  relation: "Say how they are related to you, for example 'sister' or 'friend'.",
  relationLong: "Keep the relation under 60 characters.",
  notFound: "You have not named a nominee.",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[6-9]\d{9}$/;
/** A 10-digit Indian mobile number (spaces, dashes and a leading +91 or 0 are dropped) or an email. */
export function normaliseContact(raw: string): string | null {
  const s = raw.trim();
  if (EMAIL.test(s)) return s.length <= 254 ? s.toLowerCase() : null;
  const digits = s.replace(/[\s-]/g, "").replace(/^(\+91|0)/, "");
  return PHONE.test(digits) ? digits : null;
}

export const nomineeInputSchema = z.object({
  name: z.string().trim().min(1, NOMINEE_MSG.name).max(100, NOMINEE_MSG.nameLong),
  contact: z
    .string()
    .max(300, NOMINEE_MSG.contact)
    .transform((s, ctx) => {
      const c = normaliseContact(s);
      if (c === null) {
        ctx.addIssue({ code: "custom", message: NOMINEE_MSG.contact });
        return z.NEVER;
      }
      return c;
    }),
  relation: z.string().trim().min(1, NOMINEE_MSG.relation).max(60, NOMINEE_MSG.relationLong),
});
export type NomineeInput = z.input<typeof nomineeInputSchema>;
/** After checking: the contact normalised (lower-case email, or the 10 digits). */
export type NomineeValues = z.output<typeof nomineeInputSchema>;

export const nomineeSchema = z.object({
  name: z.string(),
  contact: z.string(),
  relation: z.string(),
  updatedAt: z.string(),
});
export type Nominee = z.infer<typeof nomineeSchema>;
export const nomineeResponseSchema = z.object({ nominee: nomineeSchema.nullable() });
