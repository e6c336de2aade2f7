// The words the server answers with in this module: catalog texts, English ids.

export const CHAT_SERVER_MSG = {
  youCannotMessageYourself: "You cannot message yourself",
  /** A clientId the sender already used for another message (another conversation, or other words). */
  clientIdReused:
    "This message was not sent: its id was already used for a different message. Please try sending it again.",
} as const;
