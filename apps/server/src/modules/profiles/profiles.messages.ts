// The words the server answers with in this module: catalog texts, English ids.

export const PROFILES_SERVER_MSG = {
  userIdentifierIsRequired: "User identifier is required",
  thisAccountIsPrivateFollow: "This account is private. Follow to see their buddies.",
} as const;
