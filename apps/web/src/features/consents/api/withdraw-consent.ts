import type { ConsentPurpose, ConsentWithdrawn } from "@saathi/contract/consents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** DELETE /api/account/consents/:purpose (sensitive: the stored journal and test results are deleted). */
export const withdrawConsent = (purpose: ConsentPurpose) =>
  api<ConsentWithdrawn>(`/api/account/consents/${purpose}`, { method: "DELETE" });

export function useWithdrawConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    // The journal and results are gone too: every cached read of them is stale (features do not
    // import each other, so everything is refetched when next shown).
    onSuccess: () => qc.invalidateQueries(),
  });
}
