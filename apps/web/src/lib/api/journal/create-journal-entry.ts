import type { JournalEntry, JournalEntryInput } from "@saathi/contract/journal";
import { api } from "../../api-client.ts";

/**
 * POST /api/journal (idempotent on clientId, so a retry never makes two entries). Shared: the journal
 * writes with it, and the offline outbox sends a queued entry with it.
 */
export const createJournalEntry = (input: JournalEntryInput) =>
  api<JournalEntry>("/api/journal", { method: "POST", body: input });
