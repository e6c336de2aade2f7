// A minor's session, consented to and paid for by their guardian (decision 038): the booking is held
// for the guardian ("guardian pending") until they answer from their own link, at most
// GUARDIAN_HOLD_HOURS and never later than GUARDIAN_ANSWER_BEFORE_START_HOURS before the session.
import { z } from "zod";
import { PAYMENT_PROVIDERS } from "./bookings.ts";

/** The longest a session waits for the guardian's answer. */
export const GUARDIAN_HOLD_HOURS = 24;
/** The guardian answers at least this long before the session starts (the hold ends then at the latest). */
export const GUARDIAN_ANSWER_BEFORE_START_HOURS = 2;
/** A hold shorter than this would give the guardian no real time to answer: the slot is refused. */
export const GUARDIAN_MIN_ANSWER_MINUTES = 30;

/** How a guardian takes part, as the expert and the family choose (recorded on the booking). */
export const GUARDIAN_ATTENDANCE = ["present", "informed"] as const;
export type GuardianAttendance = (typeof GUARDIAN_ATTENDANCE)[number];

/** Where a guardian-pending booking stands, as the teen sees it. */
export const GUARDIAN_BOOKING_STATES = ["waiting", "confirmed", "declined", "expired", "ended"] as const;
export type GuardianBookingState = (typeof GUARDIAN_BOOKING_STATES)[number];

/**
 * When a guardian-pending hold ends: GUARDIAN_HOLD_HOURS after it is made, but no later than
 * GUARDIAN_ANSWER_BEFORE_START_HOURS before the session; null when that leaves less than
 * GUARDIAN_MIN_ANSWER_MINUTES (the session is too soon for the guardian to answer).
 */
export function guardianHoldEnd(nowMs: number, startsAtMs: number): number | null {
  const end = Math.min(
    nowMs + GUARDIAN_HOLD_HOURS * 3_600_000,
    startsAtMs - GUARDIAN_ANSWER_BEFORE_START_HOURS * 3_600_000,
  );
  return end - nowMs >= GUARDIAN_MIN_ANSWER_MINUTES * 60_000 ? end : null;
}

export const GUARDIAN_BOOKING_ERROR = {
  tooSoon: "GUARDIAN_TOO_SOON",
  guardianPays: "GUARDIAN_PAYS",
  notOpen: "GUARDIAN_BOOKING_CLOSED",
  verifyFailed: "VERIFY_FAILED",
  holdEnded: "HOLD_EXPIRED",
} as const;

export const GUARDIAN_BOOKING_MSG = {
  tooSoon: `Your guardian needs time to answer: choose a session at least ${GUARDIAN_ANSWER_BEFORE_START_HOURS + 1} hours from now.`,
  guardianPays: "Your parent or guardian pays for this session from the link we sent them.",
  notOpen: "This link is no longer open.",
  chooseAttendance: "Choose whether you will be present or kept informed.",
  verifyFailed: "The payment did not go through. Nothing was taken; you can try again.",
  holdEnded:
    "The time to answer ended before the payment arrived. The payment has been refunded in full; the refund is on its way.",
  waiting: "Waiting for your guardian",
} as const;

/** The guardian's email and SMS, and what the teen is told (in each person's language). */
export const GUARDIAN_BOOKING_MAIL_TEXT = {
  subject: "{name} would like a session on Saathi: your consent is needed",
  body: "{name} has asked for a session with {expert} on {when} ({fee}). Open {link} to choose whether you will be present or kept informed, and to consent and pay, or decline. The link is open until {until}.",
  sms: "Saathi: {name} asked for a session with {expert} on {when}. Open {link} to consent and pay, or decline.",
  confirmedSubject: "Your session is confirmed",
  confirmed: "Your guardian has consented and paid: your session with {expert} on {when} is confirmed.",
  declinedSubject: "About your session request",
  declined:
    "Your guardian has decided not to book the session with {expert} on {when} this time, and the time is free again. You can talk with them about it, and Childline 1098 is there any time.",
  expiredSubject: "About your session request",
  expired:
    "Your guardian did not answer in time, so the session with {expert} on {when} was not booked and the time is free again. You can ask again, and Childline 1098 is there any time.",
} as const;

export const guardianBookingTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, GUARDIAN_BOOKING_MSG.notOpen),
});

/** GET /api/guardian-booking/:token: the session as the guardian sees it (nothing of the teen's words). */
export const guardianBookingPageSchema = z.object({
  /** The young person's first name. */
  memberName: z.string(),
  expertName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  sessionType: z.string(),
  language: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.string(),
  /** The guardian answers before this. */
  holdExpiresAt: z.string(),
  /** Chosen already (the guardian consented and the payment is open), else null. */
  attendance: z.enum(GUARDIAN_ATTENDANCE).nullable(),
});
export type GuardianBookingPage = z.infer<typeof guardianBookingPageSchema>;

/** POST /api/guardian-booking/:token/consent */
export const guardianBookingConsentSchema = z.object({
  attendance: z.enum(GUARDIAN_ATTENDANCE, { error: GUARDIAN_BOOKING_MSG.chooseAttendance }),
});

/** The checkout the guardian pays through (the same gateway as every booking). */
export const guardianCheckoutSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string(),
});
export type GuardianCheckout = z.infer<typeof guardianCheckoutSchema>;

/** POST /api/guardian-booking/:token/verify (Razorpay's checkout answer). */
export const guardianVerifySchema = z.object({
  orderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});

export const guardianBookingResultSchema = z.object({ status: z.enum(["confirmed", "declined"]) });

/** GET /api/young-people/bookings/:bookingId: the teen's own guardian-pending booking. */
export const teenBookingStatusSchema = z.object({
  bookingId: z.string(),
  state: z.enum(GUARDIAN_BOOKING_STATES),
  expertName: z.string(),
  startsAt: z.string(),
  holdExpiresAt: z.string(),
  attendance: z.enum(GUARDIAN_ATTENDANCE).nullable(),
});
export type TeenBookingStatus = z.infer<typeof teenBookingStatusSchema>;
