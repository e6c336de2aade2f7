import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's grievances, under the console's root (adminShellKeys.all). */
export const grievancesKeys = {
  all: [...adminShellKeys.all, "grievances"] as const,
  list: (query: Record<string, unknown>) => [...grievancesKeys.all, "list", query] as const,
};
