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

/**
 * The refund; the packages list is refreshed by `refresh()` once the member has read the outcome (the
 * refunded package leaves the list, and the dialog showing the outcome with it), or at once on an error.
 */
export function useRefundPackage() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: packagesKeys.mine() });
  const mutation = useMutation({ mutationFn: refundPackage, onError: () => void refresh() });
  return { ...mutation, refresh };
}
