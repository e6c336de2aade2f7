// The words the server answers with in this module: catalog texts, English ids.

export const COURSES_SERVER_MSG = {
  purchaseNotFound: "Purchase not found",
} as const;
