/** Query keys of the console's payouts ledger (issue 15), from one place; under the console's root ["admin"]. */
export const payoutsKeys = {
  all: ["admin", "payouts"] as const,
  month: (query: Record<string, unknown>) => [...payoutsKeys.all, "month", query] as const,
  expert: (expertId: string, month: string) => [...payoutsKeys.all, "expert", expertId, month] as const,
};
