import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** POST /api/bookings/:id/cancel (member or expert). */
export const cancelBooking = ({ bookingId, reason }: { bookingId: string; reason?: string }) =>
  api<{ refundStatus: string }>(`/api/bookings/${bookingId}/cancel`, {
    method: "POST",
    body: reason ? { reason } : {},
  });

/** Cancels a session (member or expert); both lists and the free times refresh. */
export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: bookingsKeys.all });
      void qc.invalidateQueries({ queryKey: bookingsKeys.expertsRoot });
    },
  });
}
