// The words the server answers with in this module: catalog texts, English ids.

export const MONEY_SERVER_MSG = {
  expertNotFound: "Expert not found",
  notExpert: "Only experts have a money panel.",
} as const;

/** Emails about money, in the recipient's language. */
export const MONEY_EMAIL_MSG = {
  disputeSubject: "Your reported problem on Saathi has been resolved",
  disputeText:
    "The problem reported on the session of {when} (IST) ({category}) has been resolved.\n\n{message}\n\n{money}",
  disputeRefunded: "A refund of {amount} has been issued to the member.",
  disputeNoRefund: "No refund was made.",
  refundSubject: "Saathi refunded {amount} for your session",
  refundText:
    "We have refunded {amount} for your session with {expert} on {when} (IST). Reason: {reason}\n\nBanks usually show it within 5-7 working days. Refund reference: {reference}.",
} as const;

/** The money story of one booking in the console, in the staff member's language. */
export const MONEY_TIMELINE_MSG = {
  booked: "Booked; slot held for payment",
  captured: "Payment captured ({amount})",
  cancelledBy: "Cancelled by {who}",
  refundedInFull: "Refunded in full (cancellation)",
  refundRequested: "Refund of {amount} requested ({source}): {reason}",
  refundSent: "Refund of {amount} sent ({reference})",
  reported: "Member reported a problem",
  expertAnswered: "Expert answered the report",
  resolved: "Dispute resolved: {resolution}",
} as const;

/** Who cancelled, as the timeline says it. */
export const MONEY_CANCELLED_BY_LABEL = {
  member: "member",
  expert: "expert",
  admin: "admin",
  system: "system",
  someone: "someone",
} as const;
