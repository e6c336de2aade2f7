/** Query keys of the member's consents: read by settings and changed by the journal and tests' prompt. */
export const consentKeys = {
  all: ["consents"] as const,
  list: () => [...consentKeys.all, "list"] as const,
};
