// Who may read or delete a journal entry (only its writer), and what counts as saving it again.
import type { JournalRow } from "./journal.repository.ts";

export const isWriter = (userId: string, e: Pick<JournalRow, "userId">) => e.userId === userId;

/** The same words again under the kept entry's browser id: a retry (the body arrives trimmed, as kept). */
export const isRetryOf = (kept: Pick<JournalRow, "body">, again: { body: string }) => kept.body === again.body;
