import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** DELETE /api/circles/occurrences/:occurrenceId/waitlist: leave it (an offer held passes on). */
export const leaveWaitlist = (occurrenceId: string) =>
  api<{ left: true }>(`/api/circles/occurrences/${encodeURIComponent(occurrenceId)}/waitlist`, { method: "DELETE" });

export function useLeaveWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => qc.invalidateQueries({ queryKey: circlesKeys.all }),
  });
}
