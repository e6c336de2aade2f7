// Who may read or delete a journal entry: only its writer.
import type { JournalRow } from "./journal.repository.ts";

export const isWriter = (userId: string, e: Pick<JournalRow, "userId">) => e.userId === userId;
