import type { CreateRefundBody, CreateRefundResponse } from "@saathi/contract/admin-money";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminSend } from "../../shell/admin-api.ts";
import { adminBookingsKeys } from "./admin-bookings-keys.ts";

/** POST /api/admin/bookings/:id/refunds: refund part or all; the key makes a retried click one refund. */
export const createRefund = ({ bookingId, body }: { bookingId: string; body: CreateRefundBody }) =>
  adminSend<CreateRefundResponse>("POST", `bookings/${bookingId}/refunds`, body);

export function useCreateRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSettled: () => void qc.invalidateQueries({ queryKey: adminBookingsKeys.money }),
  });
}
