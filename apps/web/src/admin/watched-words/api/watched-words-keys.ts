import { adminShellKeys } from "../../shell/api/admin-shell-keys.ts";
/** Query keys of the watched words list, from one place. */
export const watchedWordsKeys = {
  all: [...adminShellKeys.all, "watched-words"] as const,
  list: () => [...watchedWordsKeys.all, "list"] as const,
};
