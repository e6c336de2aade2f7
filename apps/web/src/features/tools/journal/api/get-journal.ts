import type { JournalList } from "@saathi/contract/journal";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { journalKeys } from "./journal-keys.ts";

/** GET /api/journal: the member's entries, newest first. */
export const journalQueryOptions = queryOptions({
  queryKey: journalKeys.list(),
  queryFn: ({ signal }) => api<JournalList>("/api/journal", { signal }),
});

export const useJournal = (enabled: boolean) => useQuery({ ...journalQueryOptions, enabled });
