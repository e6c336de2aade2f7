import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the course catalogue console, from one place. */
export const coursesKeys = {
  all: [...adminShellKeys.all, "courses"] as const,
  lists: () => [...coursesKeys.all, "list"] as const,
  list: (query: Record<string, unknown>) => [...coursesKeys.lists(), query] as const,
  detail: (id: string) => [...coursesKeys.all, "detail", id] as const,
};
