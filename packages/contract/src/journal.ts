// The daily reflection journal (/daily-journal): visitors keep entries in the browser; on sign-in they
// move to the account (POST /api/journal/import), idempotent on the browser's own id for each entry.
import { z } from "zod";

export const JOURNAL_BODY_MAX = 5000;
export const JOURNAL_IMPORT_MAX = 200;

export const JOURNAL_MSG = {
  empty: "Write a few words before saving.",
  tooLong: `Keep an entry under ${JOURNAL_BODY_MAX} characters.`,
  tooMany: `At most ${JOURNAL_IMPORT_MAX} entries can be moved at once.`,
  /** A clientId this member already used for an entry with other words: nothing was saved. */
  clientIdReused: "This entry was not saved: its id was already used for a different entry. Please save it again.",
} as const;

export const JOURNAL_ERROR = {
  /** 409: the clientId is this member's entry with other words (the code chat and peer rooms use). */
  clientIdReused: "CLIENT_ID_REUSED",
} as const;

export const journalEntryInputSchema = z.object({
  /** The id the browser gave the entry (a UUID); the same id never makes two entries. */
  clientId: z.uuid(),
  body: z.string().trim().min(1, JOURNAL_MSG.empty).max(JOURNAL_BODY_MAX, JOURNAL_MSG.tooLong),
  /** When it was written (the browser's clock); the server keeps it if not in the future. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type JournalEntryInput = z.infer<typeof journalEntryInputSchema>;

export const journalEntrySchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  body: z.string(),
  createdAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalListSchema = z.object({ entries: z.array(journalEntrySchema) });
export type JournalList = z.infer<typeof journalListSchema>;

export const journalImportSchema = z.object({
  entries: z.array(journalEntryInputSchema).max(JOURNAL_IMPORT_MAX, JOURNAL_MSG.tooMany),
});
export type JournalImport = z.infer<typeof journalImportSchema>;
export const journalImportResponseSchema = z.object({ imported: z.number().int() });
