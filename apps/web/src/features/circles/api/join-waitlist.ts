import type { WaitlistEntry } from "@saathi/contract/circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** POST /api/circles/occurrences/:occurrenceId/waitlist: join a full meeting's waitlist. */
export const joinWaitlist = (occurrenceId: string) =>
  api<WaitlistEntry>(`/api/circles/occurrences/${encodeURIComponent(occurrenceId)}/waitlist`, { method: "POST" });

export function useJoinWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => qc.invalidateQueries({ queryKey: circlesKeys.all }),
  });
}
