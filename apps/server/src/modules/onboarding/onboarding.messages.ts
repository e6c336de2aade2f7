// The words the server answers with in this module: catalog texts, English ids.

export const ONBOARDING_SERVER_MSG = {
  fileUnexpectedFileField: "file: unexpected file field",
  onlyExpertAccountsHaveAn: "Only expert accounts have an application.",
  /** What an application still lacks: its APPLICATION_MSG sentences, each already translated, one after another. */
  applicationIncomplete: "{missing}",
} as const;

/** The receipt of a submitted expert application, in the expert's language. */
export const APPLICATION_EMAIL_MSG = {
  subject: "We received your Saathi expert application",
  whereItStands: "You can see where it stands on your Saathi feed.",
} as const;
