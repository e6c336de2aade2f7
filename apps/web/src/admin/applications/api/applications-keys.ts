import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's applications section, from one place. */
export const applicationsKeys = {
  all: [...adminShellKeys.all, "applications"] as const,
  list: (query: object) => [...applicationsKeys.all, "list", query] as const,
  detail: (expertId: string) => [...applicationsKeys.all, "detail", expertId] as const,
  campus: (expertId: string) => [...applicationsKeys.all, "campus", expertId] as const,
};
