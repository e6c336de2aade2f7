// The words the server answers with in this module: catalog texts, English ids.

export const ADMIN_STAFF_SERVER_MSG = {
  theStartDateMustBe: "The start date must be on or before the end date",
} as const;
