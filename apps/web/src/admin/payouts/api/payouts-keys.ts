import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's payouts ledger, from one place; under the console's root (adminShellKeys.all). */
export const payoutsKeys = {
  all: [...adminShellKeys.all, "payouts"] as const,
  month: (query: Record<string, unknown>) => [...payoutsKeys.all, "month", query] as const,
  expert: (expertId: string, month: string) => [...payoutsKeys.all, "expert", expertId, month] as const,
};
