import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** POST /api/expert/circles/occurrences/:occurrenceId/reschedule: a new start; everyone with a seat is told. */
export const moveMeeting = ({ occurrenceId, startsAt }: { occurrenceId: string; startsAt: string }) =>
  api<{ moved: true; startsAt: string }>(
    `/api/expert/circles/occurrences/${encodeURIComponent(occurrenceId)}/reschedule`,
    { method: "POST", body: { startsAt } },
  );

export function useMoveMeeting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: moveMeeting,
    onSettled: () => qc.invalidateQueries({ queryKey: circlesKeys.all }),
  });
}
