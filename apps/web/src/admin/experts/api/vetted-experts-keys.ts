import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's experts section, from one place. */
export const vettedExpertsKeys = {
  all: [...adminShellKeys.all, "experts"] as const,
  list: (query: object) => [...vettedExpertsKeys.all, "list", query] as const,
};
