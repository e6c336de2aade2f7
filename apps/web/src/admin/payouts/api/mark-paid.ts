import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { payoutsKeys } from "./payouts-keys.ts";

/** POST /api/admin/payouts/:expertId/:month/mark-paid {reference}: once per expert and month. */
export const markPaid = ({ expertId, month, reference }: { expertId: string; month: string; reference: string }) =>
  adminSend<{ id: string; reference: string }>("POST", `payouts/${expertId}/${month}/mark-paid`, { reference });

export function useMarkPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markPaid,
    onSettled: () => void qc.invalidateQueries({ queryKey: payoutsKeys.all }),
  });
}
