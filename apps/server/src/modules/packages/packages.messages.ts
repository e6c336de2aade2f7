// The words the server answers with in this module: catalog texts, English ids.

export const PACKAGES_SERVER_MSG = {
  /** A member whose account is set to be deleted asked to buy a package. */
  deletionPending:
    "Your account is set to be deleted, so you cannot buy a package. Choose 'Keep my account' in Settings to buy again.",
} as const;
