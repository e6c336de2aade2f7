// The words the server answers with in this module: catalog texts, English ids.

export const PACKAGES_SERVER_MSG = {
  /** A member whose account is set to be deleted asked to buy a package. */
  deletionPending:
    "Your account is set to be deleted, so you cannot buy a package. Choose 'Keep my account' in Settings to buy again.",
  /**
   * The member's notice when the unused sessions of their package were refunded without their asking (a
   * block between them and the expert). It never says why: the blocked person is never told of a block.
   */
  unusedRefunded:
    "The unused sessions of your session package have been refunded. {amount} is on its way back to your original payment method; banks usually show it within 5 to 7 working days.",
  unusedRefundPending:
    "The unused sessions of your session package are being refunded. Your refund of {amount} has not gone through yet; we keep trying until it is done.",
} as const;
