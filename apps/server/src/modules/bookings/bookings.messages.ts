// The words the server answers with in this module: catalog texts, English ids.

export const BOOKINGS_SERVER_MSG = {
  onlyExpertsHaveABookings: "Only experts have a bookings screen.",
  paymentsAreNotAvailableRight: "Payments are not available right now. Please try again in a minute.",
  pleaseChooseAReasonFor: "Please choose a reason for cancelling.",
  webhookSignatureDoesNotMatch: "Webhook signature does not match",
  xRazorpayEventIdIs: "x-razorpay-event-id is required",
  webhookBodyIsNotA: "Webhook body is not a payment event",
  webhooksAreNotConfiguredRazorpay: "Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET).",
  orderNotFound: "Order not found",
  /** A member whose account is set to be deleted asked for a new session. */
  deletionPending:
    "Your account is set to be deleted, so you cannot book a session. Choose 'Keep my account' in Settings to book again.",
} as const;

/**
 * A payment that came after its slot had been released for a reason other than the hold's time running
 * out (an expired hold is BOOKING_MSG.holdExpired): verify tells the member the real reason.
 */
export const RELEASED_HOLD_MSG = {
  paymentFailedRefunded:
    "Your slot was released because an earlier payment did not go through, so this payment could not book it. It has been refunded in full.",
  paymentFailedRefundPending:
    "Your slot was released because an earlier payment did not go through, so this payment could not book it. It will be refunded in full; the refund is on its way.",
  /** Released another way (the checkout closed, the guardian declined, the expert left). */
  releasedRefunded:
    "Your slot had already been released when this payment arrived, so no session was booked. It has been refunded in full.",
  releasedRefundPending:
    "Your slot had already been released when this payment arrived, so no session was booked. It will be refunded in full; the refund is on its way.",
} as const;

/** The email to a member whose session was cancelled because the expert left Saathi. */
export const EXPERT_GONE_EMAIL_MSG = {
  subject: "Your Saathi session was cancelled and refunded",
  text: "We are sorry: your session with {expert} on {when} (India time) was cancelled because this expert is no longer available on Saathi. The full amount is being refunded to your original payment method; banks usually show it within 5 to 7 working days. You can book another expert at any time.",
  /** The session was booked with a package credit: the package's unused sessions are refunded instead. */
  packageSubject: "Your Saathi session was cancelled and your package refunded",
  packageText:
    "We are sorry: your session with {expert} on {when} (India time) was cancelled because this expert is no longer available on Saathi. It was booked from your session package, so every unused session of that package, this one included, is being refunded to your original payment method; banks usually show it within 5 to 7 working days. You can book another expert at any time.",
} as const;

/**
 * What a cancellation (or a late payment given back) tells each person, in the app and by email, from
 * where the refund really stands. {when}: the session's start (a date in the reader's language);
 * {by}: one of CANCELLED_BY_MSG; {amount}: rupees.
 */
export const CANCEL_NOTICE_MSG = {
  memberRefunded:
    "Your session on {when} (India time) was cancelled by {by}. {amount} has been refunded to your original payment method; banks usually show it within 5 to 7 working days.",
  memberPending: "Your session on {when} (India time) was cancelled by {by}. Your refund of {amount} is on its way.",
  memberRetrying:
    "Your session on {when} (India time) was cancelled by {by}. Your refund of {amount} has not gone through yet; we keep trying and will tell you when it is done.",
  memberUnpaid: "Your session on {when} (India time) was cancelled by {by}.",
  expertRefunded:
    "The session on {when} (India time) was cancelled by {by}. The member has been refunded {amount} in full.",
  expertPending:
    "The session on {when} (India time) was cancelled by {by}. The member's refund of {amount} is on its way.",
  expertUnpaid: "The session on {when} (India time) was cancelled by {by}.",
  /** A session booked with a package credit: the credit comes back, not money (decision 036). */
  memberCredit:
    "Your session on {when} (India time) was cancelled by {by}. Its package session is back in your package, ready to book again.",
  /** A package session cancelled when the package's unused sessions are refunded next (that refund is told on its own). */
  memberCreditRefunded:
    "Your session on {when} (India time) was cancelled by {by}. It was paid from your session package, so nothing was charged for it.",
  expertCredit:
    "The session on {when} (India time) was cancelled by {by}. It was paid from a package; the member has the session back to book again.",
  lateRefunded:
    "Your payment of {amount} arrived after the hold on the slot of {when} (India time) had ended, so no session was booked. It has been refunded in full.",
  latePending:
    "Your payment of {amount} arrived after the hold on the slot of {when} (India time) had ended, so no session was booked. Your refund is on its way; we keep trying until it is done.",
  refundDone: "Your refund of {amount} for the session on {when} (India time) has gone through.",
} as const;

/** Who cancelled, inside CANCEL_NOTICE_MSG's {by}. */
export const CANCELLED_BY_MSG = {
  you: "you",
  member: "the member",
  expert: "the expert",
  admin: "Saathi",
} as const;

/** The email that carries the same sentence. */
export const CANCEL_EMAIL_MSG = {
  cancelledSubject: "Your Saathi session on {when} was cancelled",
  refundSubject: "Your Saathi refund of {amount}",
  text: "{notice}\n\nYou can see it under Cancelled in your bookings on Saathi, and the refund in your payments history.",
} as const;
