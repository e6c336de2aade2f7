/** Query keys of the account-security feature, from one place. */
export const accountSecurityKeys = {
  all: ["account-security"] as const,
  /** Devices, sign-ins and two-factor state (one answer). */
  overview: () => [...accountSecurityKeys.all, "overview"] as const,
};
