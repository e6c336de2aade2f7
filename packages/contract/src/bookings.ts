import { z } from "zod";
import { bookingDisputeSchema, bookingRefundsSchema } from "./booking-disputes.ts";
import { SESSION_TYPES } from "./experts.ts";
import { bookingProposalSchema } from "./reschedule.ts";

/** Paid one-hour sessions: booking, payment, lists, cancellation, reviews (spec §2, §4, §5, §7, §8). */

export const HOLD_MINUTES = 10;
/** Live holds (HELD, not yet expired) one member may have at once, across all experts. */
export const MAX_LIVE_HOLDS_PER_MEMBER = 2;
export const MEMBER_BOOKINGS_PAGE_SIZE = 10;
export const EXPERT_BOOKINGS_PAGE_SIZE = 20;
export const REVIEW_MAX_CHARS = 1000;

export const BOOKING_STATUSES = ["HELD", "CONFIRMED", "CANCELLED", "FAILED", "EXPIRED"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_PROVIDERS = ["sandbox", "razorpay"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Reasons an expert picks when cancelling (spec §4 Cancel). */
export const EXPERT_CANCEL_REASONS = [
  "I am unavailable at this time slot.",
  "I am not feeling well.",
  "I have an emergency.",
  "Something else...",
] as const;

export const BOOKING_MSG = {
  selectAll: "Please select all required options",
  pastSlot: "Cannot book a slot in the past. Please select a upcoming slot.",
  invalidDate: "Invalid date or time format",
  expertMissing: "Expert information is missing",
  verifyFailed: "Payment verification failed",
  slotTaken: "This slot was just taken",
  slotUnavailable: "This time is not in the expert's availability. Please pick another slot.",
  modeNotOffered: "This expert does not offer that session type.",
  languageNotOffered: "This expert does not offer that language.",
  noFee: "This expert is not taking paid bookings yet.",
  ownBooking: "You cannot book a session with yourself.",
  holdExpired: "Your slot hold expired before the payment arrived. The payment has been refunded in full.",
  holdExpiredRefundPending:
    "Your slot hold expired before the payment arrived. The payment will be refunded in full; the refund is on its way.",
  /** An Idempotency-Key this member already used for another expert, hour, mode or language: nothing held. */
  idempotencyKeyReused:
    "This booking was not made: its request id was already used for a different session. Please try booking again.",
  tooManyHolds: `You already have ${MAX_LIVE_HOLDS_PER_MEMBER} sessions waiting for payment. Pay for one or let it expire before holding another.`,
  notFound: "Booking not found",
  notYours: "Booking not found",
  notPending: "This booking is no longer waiting for payment.",
  cannotCancel: "Only upcoming confirmed sessions can be cancelled.",
  cancelled: "Booking cancelled. A full refund is on its way.",
  reviewOnce: "You have already reviewed this session.",
  reviewNotYet: "You can rate a session once it is over.",
  ratingRange: "Please choose a rating from 1 to 5",
  feedbackRequired: "Please write a few words of feedback",
  noBookings: "No bookings found",
  allSet: "You're all set!",
  failedTitle: "Transaction Failed",
  cancelledByUser: "Payment cancelled by user",
  tryAgain: "Try Again",
  loadingBookings: "Loading Bookings...",
  fetchFailed: "Failed to fetch bookings",
  feedbackTooLong: `Feedback can be at most ${REVIEW_MAX_CHARS} characters`,
  /** ICU twins of errorLoadingBookings and noTabBookings. */
  errorLoadingText: "Error loading bookings: {error}",
  noTabBookingsText: "No {tab} bookings found",
} as const;

/** 'Error loading bookings: {error}' */
export const errorLoadingBookings = (error: string) => `Error loading bookings: ${error}`;
/** 'No {tab} bookings found' */
export const noTabBookings = (tab: string) => `No ${tab} bookings found`;

/** POST /api/bookings (header Idempotency-Key: a retried create answers the same booking). */
export const createBookingBodySchema = z.object({
  expertId: z.uuid(BOOKING_MSG.expertMissing),
  startsAt: z.iso.datetime({ offset: true, error: BOOKING_MSG.invalidDate }),
  sessionType: z.enum(SESSION_TYPES, BOOKING_MSG.selectAll),
  language: z.string(BOOKING_MSG.selectAll).trim().min(1, BOOKING_MSG.selectAll).max(30),
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

/** What the checkout needs (spec §7 createBooking: bookingId, orderId, amount, currency). */
export const createBookingResponseSchema = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The gateway's public key (Razorpay key id; 'sandbox' for the sandbox). */
  keyId: z.string(),
  holdExpiresAt: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /**
   * A minor's booking (decision 038): held until their guardian consents and pays from their own link;
   * there is nothing for the member to pay (orderId and keyId are empty).
   */
  awaitingGuardian: z.boolean().optional(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/** POST /api/bookings/:bookingId/verify (Razorpay's checkout answer). Idempotent. */
export const verifyPaymentBodySchema = z.object({
  orderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;
export const verifyPaymentResponseSchema = z.object({ confirmed: z.literal(true), bookingId: z.string() });

/** POST /api/bookings/:bookingId/release: the checkout was cancelled or failed; the hold is released. */
export const releaseBodySchema = z.object({ reason: z.enum(["cancelled", "failed"]) });

/** POST /api/payments/sandbox/:orderId/pay: the sandbox's stand-in for Razorpay's servers. */
export const sandboxPayResponseSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type SandboxPayResponse = z.infer<typeof sandboxPayResponseSchema>;

/** The other person on a booking, as the viewer sees them. */
export const bookingPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

/** Money of one booking (paise), from the captured payment; null until paid. */
export const bookingMoneySchema = z.object({
  amount: z.number().int(),
  tax: z.number().int(),
  commission: z.number().int(),
  earning: z.number().int(),
  currency: z.string(),
});
export type BookingMoney = z.infer<typeof bookingMoneySchema>;

/** Where a booking's refund stands (see bookingItemSchema.refundState). */
export const REFUND_STATES = ["none", "pending", "retrying", "refunded"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** One booking in a list (member or expert side). */
export const bookingItemSchema = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  language: z.string(),
  /** The expert (member view) or the member (expert view). */
  counterpart: bookingPersonSchema,
  /** Expert's specialisations (for tags). */
  specialisations: z.array(z.string()),
  /** 'N/A' without a payment. */
  transactionId: z.string(),
  /** Booked with a package credit: cancelling gives the session back to the package, not money. */
  paidWithPackage: z.boolean().optional(),
  money: bookingMoneySchema.nullable(),
  cancelReason: z.string().nullable(),
  /** 'admin': Saathi cancelled it (the expert was suspended or left). */
  cancelledBy: z.enum(["member", "expert", "admin"]).nullable(),
  refundStatus: z.enum(["none", "pending", "refunded"]),
  /**
   * Where the money given back stands, told from the payment and its refunds rows: 'pending' while the
   * gateway is being asked, 'retrying' once a try failed and the job will try again.
   */
  refundState: z.enum(REFUND_STATES).optional(),
  /** Member view: whether this session was rated already. */
  reviewed: z.boolean(),
  /** What was refunded (paise), and the split after refunds (the expert's money panel). */
  refunds: bookingRefundsSchema,
  moneyAfterRefunds: z
    .object({
      tax: z.number().int(),
      commission: z.number().int(),
      refunds: z.number().int(),
      net: z.number().int(),
    })
    .nullable(),
  /** A problem reported on this session (member and expert see it). */
  dispute: bookingDisputeSchema.nullable(),
  /** A new time the expert proposed that the member has not answered yet. */
  proposal: bookingProposalSchema.nullable().optional(),
  /** A minor's session (decision 038): their guardian is present or kept informed, as the guardian chose. */
  guardianAttendance: z.enum(["present", "informed"]).nullable().optional(),
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

/**
 * GET /api/bookings: the member's sessions (spec: upcoming and completed lists and counts), and the
 * cancelled ones, which stay visible with their refund.
 */
export const memberBookingsSchema = z.object({
  upcoming: z.array(bookingItemSchema),
  completed: z.array(bookingItemSchema),
  cancelled: z.array(bookingItemSchema),
  counts: z.object({ upcoming: z.number().int(), completed: z.number().int(), cancelled: z.number().int() }),
});
export type MemberBookings = z.infer<typeof memberBookingsSchema>;

/** One line of the member's payments history: a payment taken, or money given back. */
export const paymentLineSchema = z.object({
  id: z.string(),
  kind: z.enum(["payment", "refund"]),
  bookingId: z.string(),
  /** The expert the session was with. */
  expertName: z.string(),
  startsAt: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.string(),
  /** payment: 'paid'; refund: where it stands. */
  state: z.enum(["paid", "pending", "retrying", "refunded", "failed"]),
  /** When it was paid, given back, or (pending) asked for. */
  at: z.string(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

/** GET /api/bookings/payments: the member's payments history, newest first. */
export const memberPaymentsSchema = z.object({ items: z.array(paymentLineSchema) });
export type MemberPayments = z.infer<typeof memberPaymentsSchema>;

/** Expert tabs (spec §4): history and completed both show completed sessions. */
export const EXPERT_BOOKING_TABS = ["upcoming", "history", "cancelled", "completed"] as const;
export type ExpertBookingTab = (typeof EXPERT_BOOKING_TABS)[number];
export const EXPERT_TAB_LABEL: Record<ExpertBookingTab, string> = {
  upcoming: "Upcoming",
  history: "History",
  cancelled: "Cancelled",
  completed: "Completed",
};

/** GET /api/expert/bookings?tab=upcoming&limit=20&offset=0 */
export const expertBookingsQuerySchema = z.object({
  tab: z.enum(EXPERT_BOOKING_TABS).default("upcoming"),
  limit: z.coerce.number().int().min(1).max(100).default(EXPERT_BOOKINGS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const expertBookingsSchema = z.object({
  items: z.array(bookingItemSchema),
  hasMore: z.boolean(),
});
export type ExpertBookings = z.infer<typeof expertBookingsSchema>;

/** GET /api/expert/bookings/counts */
export const expertBookingCountsSchema = z.object({
  upcoming: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type ExpertBookingCounts = z.infer<typeof expertBookingCountsSchema>;

/** POST /api/bookings/:bookingId/cancel. Experts give a reason; members confirm. */
export const cancelBookingBodySchema = z.object({
  reason: z.string().trim().max(300).optional(),
});
export const cancelBookingResponseSchema = z.object({
  bookingId: z.string(),
  status: z.literal("CANCELLED"),
  refundStatus: z.enum(["none", "pending", "refunded"]),
});

/** POST /api/bookings/:bookingId/review: once, after the session. */
export const reviewBodySchema = z.object({
  rating: z
    .number(BOOKING_MSG.ratingRange)
    .int(BOOKING_MSG.ratingRange)
    .min(1, BOOKING_MSG.ratingRange)
    .max(5, BOOKING_MSG.ratingRange),
  feedback: z
    .string(BOOKING_MSG.feedbackRequired)
    .trim()
    .min(1, BOOKING_MSG.feedbackRequired)
    .max(REVIEW_MAX_CHARS, BOOKING_MSG.feedbackTooLong),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** Realtime: booking changes for both sides, on the member's notifications channel. */
export const BOOKING_EVENTS = { changed: "booking_changed" } as const;
