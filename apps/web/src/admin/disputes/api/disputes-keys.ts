import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's disputes, from one place; under the console's root (adminShellKeys.all). */
export const disputesKeys = {
  all: [...adminShellKeys.all, "disputes"] as const,
  list: (query: Record<string, unknown>) => [...disputesKeys.all, "list", query] as const,
  /** A resolution's refund changes bookings and payouts too. */
  money: adminShellKeys.all,
};
