// What a captured payment does to a booking, and what everyone who asks is told about it, decided
// from the stored rows alone. Pure functions: the repository reads and writes, the service acts.
//
//   booking HELD + payment not yet recorded              → confirm   (CONFIRMED, payment captured)
//   booking gone (EXPIRED, FAILED, CANCELLED) + not yet  → refund    (captured, refund pending → refunded)
//   this payment id recorded before                      → repeat    (nothing to write)
//   another payment id recorded before                   → refundExtra (the member paid twice: give it back)
//
// A HELD row whose 10 minutes ran out but that nobody has swept is still the member's: a new booking of
// that slot would have marked it EXPIRED first (bookings.repository.ts insertHeld), and the no-overlap
// constraint still counts it, so confirming cannot double-book.
//
// The answer never depends on which of those steps ran: it is read from the rows after the write, so
// the first verify, a repeat, a webhook and twenty racing requests all tell the same truth.

import { BOOKING_MSG } from "@saathi/contract/bookings";
import { RELEASED_HOLD_MSG } from "./bookings.messages.ts";

/** The columns of a booking and its payment that decide a settle. */
export interface SettleRows {
  booking: { status: string; cancelledBy: string | null };
  payment: { status: string; gatewayPaymentId: string | null; refundStatus: string };
}

/** What to write for a captured payment. */
export type SettleStep = "confirm" | "refund" | "repeat" | "refundExtra";

/** Where a settled booking stands, as the member and the gateway are told. */
export type SettleAnswer =
  /** The booking is CONFIRMED on its captured payment. */
  | "confirmed"
  /** The hold was gone when the money came; the payment has been given back. */
  | "refunded"
  /** The hold was gone when the money came; giving it back is under way (or being retried). */
  | "refund_pending"
  /** The session was confirmed and later cancelled by the member or the expert; refunded by cancel. */
  | "cancelled";

/** Payment rows that already carry a captured payment (refunded ones were captured first). */
const recorded = (p: SettleRows["payment"]) => p.status === "captured" || p.status === "refunded";

/** The step for payment `paymentId` on this booking. */
export function decideSettle(rows: SettleRows, paymentId: string): SettleStep {
  if (recorded(rows.payment)) return rows.payment.gatewayPaymentId === paymentId ? "repeat" : "refundExtra";
  return rows.booking.status === "HELD" ? "confirm" : "refund";
}

/** The truthful answer for a booking whose payment has been recorded. */
export function settleAnswer(rows: SettleRows): SettleAnswer {
  const { booking, payment } = rows;
  if (booking.status === "CONFIRMED" && payment.status === "captured" && payment.refundStatus === "none")
    return "confirmed";
  if (booking.status === "CANCELLED" && booking.cancelledBy) return "cancelled";
  if (payment.status === "refunded" || payment.refundStatus === "refunded") return "refunded";
  // Anything else owes the member their money: never report it as confirmed.
  return "refund_pending";
}

/**
 * Why verify booked nothing, for any answer but "confirmed", told truthfully: how the hold had ended
 * (`status`, the booking's locked status as settle left it) and where the refund stands. A hold whose
 * time ran out is HOLD_EXPIRED; one released before (a failed payment, a closed checkout, the expert
 * leaving) is HOLD_RELEASED with its reason.
 */
export function notBookedReason(
  answer: Exclude<SettleAnswer, "confirmed">,
  status: string,
): { code: "HOLD_EXPIRED" | "HOLD_RELEASED" | "BOOKING_CANCELLED"; message: string } {
  if (answer === "cancelled") return { code: "BOOKING_CANCELLED", message: BOOKING_MSG.cancelled };
  const done = answer === "refunded";
  if (status === "FAILED")
    return {
      code: "HOLD_RELEASED",
      message: done ? RELEASED_HOLD_MSG.paymentFailedRefunded : RELEASED_HOLD_MSG.paymentFailedRefundPending,
    };
  if (status === "CANCELLED")
    return {
      code: "HOLD_RELEASED",
      message: done ? RELEASED_HOLD_MSG.releasedRefunded : RELEASED_HOLD_MSG.releasedRefundPending,
    };
  return { code: "HOLD_EXPIRED", message: done ? BOOKING_MSG.holdExpired : BOOKING_MSG.holdExpiredRefundPending };
}

/**
 * The webhook's `status` (read by people in logs, not by Razorpay): the answer, except that a repeat
 * on a confirmed booking says 'already' and a second payment given back says so.
 */
export function webhookStatus(step: SettleStep, answer: SettleAnswer): string {
  if (step === "refundExtra") return "extra_payment_refunded";
  if (step !== "confirm" && answer === "confirmed") return "already";
  return answer;
}
