// The words the server answers with in this module: catalog texts, English ids.

export const AUTH_SERVER_MSG = {
  noAccountFoundWithThis: "No account found with this phone number",
  theRequestBodyIsNot: "The request body is not valid JSON",
  totpCodeUsed: "This code was already used. Wait for the next code in your authenticator app.",
} as const;
