import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createJournalEntry } from "../../../../lib/api/journal/create-journal-entry.ts";
import { journalKeys } from "./journal-keys.ts";

/** POST /api/journal (the fetcher is shared with the offline outbox, lib/api/journal/). */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
