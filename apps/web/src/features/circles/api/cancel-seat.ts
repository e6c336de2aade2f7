import type { Seat } from "@saathi/contract/circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** POST /api/circles/seats/:seatId/cancel: until 24 hours before (or after the host moved it), fully refunded. */
export const cancelSeat = (seatId: string) =>
  api<Seat>(`/api/circles/seats/${encodeURIComponent(seatId)}/cancel`, { method: "POST" });

export function useCancelSeat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelSeat,
    onSettled: () => qc.invalidateQueries({ queryKey: circlesKeys.all }),
  });
}
