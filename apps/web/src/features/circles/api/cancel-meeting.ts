import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** POST /api/expert/circles/occurrences/:occurrenceId/cancel: one meeting; paid seats refunded, everyone told. */
export const cancelMeeting = ({ occurrenceId, reason }: { occurrenceId: string; reason?: string }) =>
  api<{ cancelled: true; seatsCancelled: number }>(
    `/api/expert/circles/occurrences/${encodeURIComponent(occurrenceId)}/cancel`,
    { method: "POST", body: reason ? { reason } : {} },
  );

export function useCancelMeeting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelMeeting,
    onSettled: () => qc.invalidateQueries({ queryKey: circlesKeys.all }),
  });
}
