/** Query keys of the console's disputes (issue 15), from one place; under the console's root ["admin"]. */
export const disputesKeys = {
  all: ["admin", "disputes"] as const,
  list: (query: Record<string, unknown>) => [...disputesKeys.all, "list", query] as const,
  /** A resolution's refund changes bookings and payouts too. */
  money: ["admin"] as const,
};
