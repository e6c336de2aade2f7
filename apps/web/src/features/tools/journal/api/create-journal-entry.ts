import type { JournalEntry, JournalEntryInput } from "@saathi/contract/journal";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { journalKeys } from "./journal-keys.ts";

/** POST /api/journal (idempotent on clientId, so a retry never makes two entries). */
export const createJournalEntry = (input: JournalEntryInput) =>
  api<JournalEntry>("/api/journal", { method: "POST", body: input });

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
