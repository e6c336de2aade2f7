import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { journalKeys } from "./journal-keys.ts";

/** DELETE /api/journal/:id */
export const deleteJournalEntry = (id: string) =>
  api<{ deleted: true }>(`/api/journal/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
