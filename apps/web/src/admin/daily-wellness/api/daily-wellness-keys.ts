import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's daily wellness section, from one place. */
export const dailyWellnessKeys = {
  all: [...adminShellKeys.all, "daily-wellness"] as const,
  list: () => [...dailyWellnessKeys.all, "list"] as const,
};
