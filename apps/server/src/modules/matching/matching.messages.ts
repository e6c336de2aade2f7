// The words the server answers with in this module: catalog texts, English ids.

export const MATCHING_SERVER_MSG = {
  tooManySearches: "Too many searches at once. Please wait a minute and try again.",
} as const;
