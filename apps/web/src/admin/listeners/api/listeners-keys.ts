import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the console's listener decisions, from one place. */
export const listenersKeys = {
  all: [...adminShellKeys.all, "peer-listeners"] as const,
  list: (status: string) => [...listenersKeys.all, "list", status] as const,
};
