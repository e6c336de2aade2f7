import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's audit log, from one place. */
export const auditKeys = {
  all: [...adminShellKeys.all, "audit"] as const,
  list: (query: Record<string, unknown>) => [...auditKeys.all, "list", query] as const,
};
