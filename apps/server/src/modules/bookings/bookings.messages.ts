// The words the server answers with in this module (issue 18): catalog texts, English ids.

export const BOOKINGS_SERVER_MSG = {
  onlyExpertsHaveABookings: "Only experts have a bookings screen.",
  paymentsAreNotAvailableRight: "Payments are not available right now. Please try again in a minute.",
  pleaseChooseAReasonFor: "Please choose a reason for cancelling.",
  webhookSignatureDoesNotMatch: "Webhook signature does not match",
  xRazorpayEventIdIs: "x-razorpay-event-id is required",
  webhookBodyIsNotA: "Webhook body is not a payment event",
  webhooksAreNotConfiguredRazorpay: "Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET).",
  orderNotFound: "Order not found",
} as const;

/** The email to a member whose session was cancelled because the expert left Saathi. */
export const EXPERT_GONE_EMAIL_MSG = {
  subject: "Your Saathi session was cancelled and refunded",
  text: "We are sorry: your session with {expert} on {when} (India time) was cancelled because this expert is no longer available on Saathi. The full amount is being refunded to your original payment method; banks usually show it within 5 to 7 working days. You can book another expert at any time.",
} as const;
