// The words the server answers with in this module: catalog texts, English ids.

export const JOURNAL_SERVER_MSG = {
  entryNotFound: "Entry not found",
} as const;
