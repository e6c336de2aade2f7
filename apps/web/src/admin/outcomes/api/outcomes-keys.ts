import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's outcomes, under the console's root (adminShellKeys.all). */
export const outcomesKeys = {
  all: [...adminShellKeys.all, "outcomes"] as const,
};
