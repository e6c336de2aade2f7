import type { PackageRefund } from "@saathi/contract/packages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { packagesKeys } from "./packages-keys.ts";

/** POST /api/packages/purchases/:id/refund: every unused session back (one key per attempt: a retry is the same refund). */
export const refundPackage = ({ purchaseId, key }: { purchaseId: string; key: string }) =>
  api<PackageRefund>(`/api/packages/purchases/${purchaseId}/refund`, {
    method: "POST",
    body: {},
    headers: { "idempotency-key": key },
  });

export function useRefundPackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: refundPackage,
    onSettled: () => qc.invalidateQueries({ queryKey: packagesKeys.mine() }),
  });
}
