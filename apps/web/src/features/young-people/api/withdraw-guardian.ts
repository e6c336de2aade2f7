import type { GuardianStatus } from "@saathi/contract/young-people";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { youngPeopleKeys } from "./young-people-keys.ts";

/** POST /api/guardian-consent/:token/withdraw: the guardian withdraws with the code just emailed. */
export const withdrawGuardian = (token: string, code: string) =>
  api<{ status: GuardianStatus }>(`/api/guardian-consent/${encodeURIComponent(token)}/withdraw`, {
    method: "POST",
    body: { code },
  });

export function useWithdrawGuardian(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => withdrawGuardian(token, code),
    onSuccess: () => qc.invalidateQueries({ queryKey: youngPeopleKeys.guardianPage(token) }),
  });
}
