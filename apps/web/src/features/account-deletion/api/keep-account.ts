import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountDeletionKeys } from "./account-deletion-keys.ts";

/** DELETE /api/account/deletion: 'Keep my account' (the pending deletion is withdrawn). */
export const keepAccount = () => api<{ kept: true }>("/api/account/deletion", { method: "DELETE" });

export function useKeepAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: keepAccount,
    onSettled: () => qc.invalidateQueries({ queryKey: accountDeletionKeys.all }),
  });
}
