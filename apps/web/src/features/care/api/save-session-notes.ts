import type { SessionNotes } from "@saathi/contract/care-plan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** PUT /api/care/links/:linkId/sessions/:bookingId/notes (expert; encrypted at rest). */
export const saveSessionNotes = ({ linkId, bookingId, text }: { linkId: string; bookingId: string; text: string }) =>
  api<SessionNotes>(`/api/care/links/${encodeURIComponent(linkId)}/sessions/${encodeURIComponent(bookingId)}/notes`, {
    method: "PUT",
    body: { text },
  });

export function useSaveSessionNotes(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; text: string }) => saveSessionNotes({ ...input, linkId }),
    onSuccess: (saved) => qc.setQueryData(carePlanKeys.notes(linkId, saved.bookingId), saved),
    onSettled: () => qc.invalidateQueries({ queryKey: carePlanKeys.plan(linkId) }),
  });
}
