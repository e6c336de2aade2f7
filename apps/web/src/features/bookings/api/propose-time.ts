import type { BookingProposal } from "@saathi/contract/reschedule";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useRefreshAfterMove } from "./refresh-after-move.ts";

/** POST /api/bookings/:id/proposals: the expert proposes a new time. */
export function useProposeTime() {
  const refresh = useRefreshAfterMove();
  return useMutation({
    mutationFn: ({ bookingId, startsAt }: { bookingId: string; startsAt: string }) =>
      api<BookingProposal>(`/api/bookings/${bookingId}/proposals`, { method: "POST", body: { startsAt } }),
    onSettled: refresh,
  });
}
