/** Query keys of the auth feature, from one place (get-me.ts keeps its own `meQueryKey` until it moves to lib/). */
export const authKeys = {
  config: () => ["config"] as const,
};
