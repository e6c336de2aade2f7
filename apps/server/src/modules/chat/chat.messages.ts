// The words the server answers with in this module: catalog texts, English ids.

export const CHAT_SERVER_MSG = {
  youCannotMessageYourself: "You cannot message yourself",
} as const;
