// The words the server answers with in this module: catalog texts, English ids.

export const ASSESSMENTS_SERVER_MSG = {
  resultNotFound: "Result not found",
} as const;
