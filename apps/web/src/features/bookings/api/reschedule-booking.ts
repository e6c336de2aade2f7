import type { RescheduleResponse } from "@saathi/contract/reschedule";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useRefreshAfterMove } from "./refresh-after-move.ts";

/** POST /api/bookings/:id/reschedule: the member moves their session to a free time. */
export function useReschedule() {
  const refresh = useRefreshAfterMove();
  return useMutation({
    mutationFn: ({ bookingId, startsAt }: { bookingId: string; startsAt: string }) =>
      api<RescheduleResponse>(`/api/bookings/${bookingId}/reschedule`, { method: "POST", body: { startsAt } }),
    onSettled: refresh,
  });
}
