// Delete my account (decision 021): the plan shown before confirming, the confirmation
// (password or a one-time code by email), the 7-day grace and what Saathi must keep.
import { z } from "zod";

/** Days between the request and the erasure; signing in and choosing 'Keep my account' undoes it. */
export const DELETION_GRACE_DAYS = 7;

/** Wrong passwords or codes allowed per request window (as sign-in OTPs). */
export const DELETION_MAX_ATTEMPTS = 5;

/** What Saathi keeps (pseudonymised: no name, email or phone), why, and for how long. */
export const RETAINED_RECORDS = [
  {
    key: "payments",
    what: "Payment, refund and invoice records of your paid sessions and courses",
    why: "Indian tax and accounting law (the Income-tax Act and GST rules) requires us to keep them",
    period: "8 years",
  },
  {
    key: "payouts",
    what: "Payouts made to you as an expert",
    why: "Tax and accounting law requires us to keep them",
    period: "8 years",
  },
  {
    key: "audit",
    what: "The staff audit trail of actions taken on your account, bookings and payments",
    why: "Evidence of who did what, for disputes and legal claims",
    period: "8 years",
  },
] as const;

/** The words of RETAINED_RECORDS and the deletion screens, for the catalogs. */
export const DELETION_TEXT = {
  retained: RETAINED_RECORDS.map(({ what, why, period }) => ({ what, why, period })),
  otpFormat: "otp: enter the 6-digit code",
} as const;

export const confirmDeletionSchema = z.union([
  z.object({ password: z.string().min(1).max(200) }).strict(),
  z.object({ otp: z.string().regex(/^\d{6}$/, DELETION_TEXT.otpFormat) }).strict(),
]);
export type ConfirmDeletion = z.infer<typeof confirmDeletionSchema>;

export const deletionBookingSchema = z.object({
  bookingId: z.string(),
  startsAt: z.string(),
  /** The other person: the expert (for a member) or the member (for an expert). */
  withName: z.string(),
  amountPaise: z.number().int(),
  refund: z.boolean(),
});

export const deletionPlanSchema = z.object({
  role: z.string(),
  hasPassword: z.boolean(),
  email: z.string(),
  /** Future sessions that will be cancelled (and refunded when paid). */
  bookings: z.array(deletionBookingSchema),
  /** Courses the member loses access to. */
  courses: z.array(z.object({ name: z.string(), amountPaise: z.number().int() })),
  /** An expert is unpublished at once. */
  unpublishExpert: z.boolean(),
  retained: z.array(z.object({ key: z.string(), what: z.string(), why: z.string(), period: z.string() })),
  graceDays: z.number().int(),
});
export type DeletionPlan = z.infer<typeof deletionPlanSchema>;

export const deletionStatusSchema = z.object({
  pending: z
    .object({
      requestedAt: z.string(),
      eraseAfter: z.string(),
      /** What happened on request: sessions cancelled and refunds issued (they stay issued). */
      cancelled: z.number().int(),
      refunded: z.number().int(),
    })
    .nullable(),
  plan: deletionPlanSchema,
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

export const devErasureSweepSchema = z.object({ asOf: z.iso.datetime({ offset: true }) }).strict();

/** Paise to a ₹ amount as the page shows it (₹1,500 or ₹1,499.50). */
export function rupees(paise: number): string {
  const r = paise / 100;
  return `₹${r.toLocaleString("en-IN", { minimumFractionDigits: Number.isInteger(r) ? 0 : 2, maximumFractionDigits: 2 })}`;
}
