// The console's money area: bookings search, refunds, disputes and the payouts ledger.
// Money is paise (integers) everywhere; the console shows rupees with 2 decimals.
import { z } from "zod";
import { adminPage, adminPageQuerySchema, adminReasonSchema } from "./admin.ts";
import { bookingDisputeSchema, DISPUTE_RESOLUTIONS } from "./booking-disputes.ts";
import { BOOKING_STATUSES } from "./bookings.ts";
import { calendarDaySchema, calendarMonthSchema } from "./dates.ts";

export const PAYMENT_STATES = ["created", "captured", "failed", "refunded"] as const;
/** none; pending (a refund is on its way); refunded (the whole amount); partial (part of it). */
export const REFUND_STATES = ["none", "pending", "refunded", "partial"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Bookings search counts matching rows only up to this many (a count over 500,000 rows on every
 * page would be slow); `totalCapped` says the real number is larger.
 */
export const ADMIN_BOOKINGS_COUNT_CAP = 1000;

/**
 * A member or expert filter looks at the bookings of at most this many matching people (a common
 * first name matches thousands); `peopleCapped` says more matched, so the list may be incomplete.
 */
export const ADMIN_BOOKINGS_PEOPLE_CAP = 500;

export const MONEY_MSG = {
  bookingNotFound: "Booking not found",
  notPaid: "This booking has no captured payment to refund.",
  overRefund: "That is more than what remains to refund on this payment.",
  nothingLeft: "This payment has been refunded in full already.",
  refundPending: "The refund is recorded; the payment gateway did not answer yet, so we will retry it.",
  refundDone: "Refund sent to the member.",
  idempotencyKeyReused: "This idempotency key was used for another refund.",
  disputeNotFound: "Dispute not found",
  disputeResolved: "This dispute has already been resolved.",
  partialNeedsAmount: "Please enter the amount to refund",
  invalidMonth: "Choose a month as YYYY-MM",
  monthNotOver: "A month can be marked paid once it is over.",
  nothingToPay: "There is nothing to pay for this expert and month.",
  alreadyPaid: "This month has already been marked paid for this expert.",
  referenceRequired: "Please enter the payment reference",
  dateFormat: "Use a date like 2026-11-23",
  amountMin: "Enter an amount of at least ₹0.01",
} as const;

// ---- bookings search ----

const isoDate = calendarDaySchema(MONEY_MSG.dateFormat);

export const adminBookingsQuerySchema = adminPageQuerySchema.extend({
  /** Member's name or email (part of it). */
  member: z.string().trim().max(100).optional(),
  /** Expert's name or email (part of it). */
  expert: z.string().trim().max(100).optional(),
  /** Sessions starting on or after this day (Asia/Kolkata). */
  from: isoDate.optional(),
  /** Sessions starting on or before this day (Asia/Kolkata). */
  to: isoDate.optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  payment: z.enum(PAYMENT_STATES).optional(),
  refund: z.enum(REFUND_STATES).optional(),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export const adminPartySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminBookingRowSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(BOOKING_STATUSES),
  member: adminPartySchema,
  expert: adminPartySchema,
  amount: z.number().int(),
  currency: z.string(),
  paymentStatus: z.enum(PAYMENT_STATES).nullable(),
  refundState: z.enum(REFUND_STATES),
  /** Paise refunded or on its way. */
  refunded: z.number().int(),
  gatewayOrderId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  /** The gateway's ids of every refund of this payment. */
  gatewayRefundIds: z.array(z.string()),
  hasDispute: z.boolean(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingsPageSchema = adminPage(adminBookingRowSchema).extend({
  /** True when `total` stopped at ADMIN_BOOKINGS_COUNT_CAP: there are more matching rows. */
  totalCapped: z.boolean(),
  /** True when the member or expert filter matched more than ADMIN_BOOKINGS_PEOPLE_CAP people. */
  peopleCapped: z.boolean(),
});
export type AdminBookingsPage = z.infer<typeof adminBookingsPageSchema>;

export const REFUND_STATUSES = ["pending", "refunded", "failed"] as const;
export const REFUND_SOURCES = ["admin", "dispute", "expert_suspended", "cancellation"] as const;

export const adminRefundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  source: z.enum(REFUND_SOURCES),
  status: z.enum(REFUND_STATUSES),
  gatewayRefundId: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminTimelineEntrySchema = z.object({ at: z.string(), label: z.string() });

export const adminBookingDetailSchema = z.object({
  booking: adminBookingRowSchema.extend({
    sessionType: z.string(),
    language: z.string(),
    cancelledBy: z.string().nullable(),
    cancelReason: z.string().nullable(),
  }),
  /** The split at capture (null until paid). */
  split: z
    .object({
      amount: z.number().int(),
      tax: z.number().int(),
      commission: z.number().int(),
      earning: z.number().int(),
    })
    .nullable(),
  /** Paise that can still be refunded. */
  refundable: z.number().int(),
  refunds: z.array(adminRefundSchema),
  dispute: bookingDisputeSchema.nullable(),
  timeline: z.array(adminTimelineEntrySchema),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

// ---- refunds ----

/** POST /api/admin/bookings/:id/refunds */
export const createRefundBodySchema = z.object({
  /** Paise, at most what remains to refund. */
  amount: z.number().int().min(1, MONEY_MSG.amountMin).max(100_000_000),
  reason: adminReasonSchema,
  /** A new random key per refund the admin means; repeating it returns the same refund. */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type CreateRefundBody = z.infer<typeof createRefundBodySchema>;

export const createRefundResponseSchema = z.object({
  refund: adminRefundSchema,
  /** What to tell the admin: sent, or recorded and to be retried. */
  message: z.string(),
  refundable: z.number().int(),
});
export type CreateRefundResponse = z.infer<typeof createRefundResponseSchema>;

// ---- disputes ----

export const adminDisputesQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(["open", "resolved", "all"]).default("all"),
});
export type AdminDisputesQuery = z.infer<typeof adminDisputesQuerySchema>;

export const adminDisputeRowSchema = bookingDisputeSchema.extend({
  bookingId: z.string(),
  startsAt: z.string(),
  member: adminPartySchema,
  expert: adminPartySchema,
  amount: z.number().int(),
  refundable: z.number().int(),
  /** Hours since it was reported. */
  ageHours: z.number().int(),
});
export type AdminDisputeRow = z.infer<typeof adminDisputeRowSchema>;
export const adminDisputesPageSchema = adminPage(adminDisputeRowSchema);

/** POST /api/admin/disputes/:id/resolve */
export const resolveDisputeBodySchema = z
  .object({
    resolution: z.enum(DISPUTE_RESOLUTIONS),
    /** Paise; required for partial (the whole remaining amount for refund). */
    amount: z.number().int().min(1).max(100_000_000).optional(),
    message: adminReasonSchema,
  })
  .refine((b) => b.resolution !== "partial" || b.amount !== undefined, {
    message: MONEY_MSG.partialNeedsAmount,
    path: ["amount"],
  });
export type ResolveDisputeBody = z.infer<typeof resolveDisputeBodySchema>;

export const resolveDisputeResponseSchema = z.object({
  dispute: adminDisputeRowSchema,
  refund: adminRefundSchema.nullable(),
  message: z.string(),
});

// ---- payouts ----

export const monthSchema = calendarMonthSchema(MONEY_MSG.invalidMonth);

/** GET /api/admin/payouts?month=YYYY-MM (CSV of the whole month: GET /api/admin/payouts.csv?month=). */
export const payoutsQuerySchema = adminPageQuerySchema.extend({ month: monthSchema });
export type PayoutsQuery = z.infer<typeof payoutsQuerySchema>;

/** Sums over sessions (paise). net = gross − refunds − tax − commission. */
export const ledgerFiguresSchema = z.object({
  sessions: z.number().int(),
  gross: z.number().int(),
  tax: z.number().int(),
  commission: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
});
export type LedgerFigures = z.infer<typeof ledgerFiguresSchema>;

export const payoutRecordSchema = ledgerFiguresSchema.extend({
  id: z.string(),
  reference: z.string(),
  paidAt: z.string(),
  paidBy: z.string().nullable(),
});

export const payoutRowSchema = ledgerFiguresSchema.extend({
  expert: adminPartySchema,
  paid: payoutRecordSchema.nullable(),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;
export const payoutsPageSchema = adminPage(payoutRowSchema).extend({ month: z.string() });

export const payoutLineSchema = z.object({
  bookingId: z.string(),
  startsAt: z.string(),
  member: z.string(),
  gross: z.number().int(),
  tax: z.number().int(),
  commission: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const expertPayoutSchema = z.object({
  month: z.string(),
  expert: adminPartySchema,
  totals: ledgerFiguresSchema,
  lines: z.array(payoutLineSchema),
  paid: payoutRecordSchema.nullable(),
});
export type ExpertPayout = z.infer<typeof expertPayoutSchema>;

/** GET /api/admin/payouts/:expertId?month= (CSV: GET /api/admin/payouts/:expertId/export.csv?month=). */
export const expertPayoutQuerySchema = z.object({ month: monthSchema });

/** POST /api/admin/payouts/:expertId/:month/mark-paid */
export const markPaidBodySchema = z.object({
  reference: z.string(MONEY_MSG.referenceRequired).trim().min(3, MONEY_MSG.referenceRequired).max(200),
});
