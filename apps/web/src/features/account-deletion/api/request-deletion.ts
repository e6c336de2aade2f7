import type { ConfirmDeletion, DeletionStatus } from "@saathi/contract/account-deletion";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountDeletionKeys } from "./account-deletion-keys.ts";

/** POST /api/account/deletion {password} | {otp}: deletes the account after the grace period. */
export const requestDeletion = (body: ConfirmDeletion) =>
  api<DeletionStatus>("/api/account/deletion", { method: "POST", body });

export function useRequestDeletion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: (status) => qc.setQueryData(accountDeletionKeys.status(), status),
  });
}
