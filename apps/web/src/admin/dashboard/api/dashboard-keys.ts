import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's dashboard, from one place. */
export const dashboardKeys = {
  all: [...adminShellKeys.all, "dashboard"] as const,
};
