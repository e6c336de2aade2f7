import type { AdminDisputeRow, AdminRefund, ResolveDisputeBody } from "@saathi/contract/admin-money";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { disputesKeys } from "./disputes-keys.ts";

/** POST /api/admin/disputes/:id/resolve: refund, partial or none, with a message to both sides. */
export const resolveDispute = ({ id, body }: { id: string; body: ResolveDisputeBody }) =>
  adminSend<{ dispute: AdminDisputeRow; refund: AdminRefund | null; message: string }>(
    "POST",
    `disputes/${id}/resolve`,
    body,
  );

export function useResolveDispute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSettled: () => void qc.invalidateQueries({ queryKey: disputesKeys.money }),
  });
}
