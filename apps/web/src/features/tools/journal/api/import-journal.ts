import type { JournalEntryInput } from "@saathi/contract/journal";
import { api } from "../../../../lib/api-client.ts";

/** POST /api/journal/import: at most JOURNAL_IMPORT_MAX entries per call. */
export const importJournal = (entries: JournalEntryInput[]) =>
  api<{ imported: number }>("/api/journal/import", { method: "POST", body: { entries } });
