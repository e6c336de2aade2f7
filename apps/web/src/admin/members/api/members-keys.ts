import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the members console, from one place. */
export const membersKeys = {
  all: [...adminShellKeys.all, "members"] as const,
  lists: () => [...membersKeys.all, "list"] as const,
  list: (query: Record<string, unknown>) => [...membersKeys.lists(), query] as const,
  detail: (id: string) => [...membersKeys.all, "detail", id] as const,
};
