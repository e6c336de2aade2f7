/** Query keys of the signed-in session (who am I, what the server offers), from one place. */
export const sessionKeys = {
  me: () => ["me"] as const,
  config: () => ["config"] as const,
};
