/** Query keys of the console's grievances (issue 17), under the console's root ["admin"]. */
export const grievancesKeys = {
  all: ["admin", "grievances"] as const,
  list: (query: Record<string, unknown>) => [...grievancesKeys.all, "list", query] as const,
};
