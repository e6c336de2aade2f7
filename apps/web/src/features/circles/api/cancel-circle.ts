import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** POST /api/expert/circles/:circleId/cancel: every meeting to come, paid seats refunded. */
export const cancelCircle = ({ circleId, reason }: { circleId: string; reason?: string }) =>
  api<{ cancelled: true; seatsCancelled: number }>(`/api/expert/circles/${encodeURIComponent(circleId)}/cancel`, {
    method: "POST",
    body: reason ? { reason } : {},
  });

export function useCancelCircle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelCircle,
    onSettled: () => qc.invalidateQueries({ queryKey: circlesKeys.all }),
  });
}
