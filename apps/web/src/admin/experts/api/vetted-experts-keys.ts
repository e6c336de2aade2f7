/** Query keys of the console's experts section, from one place. */
export const vettedExpertsKeys = {
  all: ["admin", "experts"] as const,
  list: (query: object) => [...vettedExpertsKeys.all, "list", query] as const,
};
