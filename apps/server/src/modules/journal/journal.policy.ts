// Who may read or delete a journal entry (only its writer), and what counts as saving it again.
import { createHash } from "node:crypto";
import type { JournalRow } from "./journal.repository.ts";

export const isWriter = (userId: string, e: Pick<JournalRow, "userId">) => e.userId === userId;

/** The same words again under the kept entry's browser id: a retry (the body arrives trimmed, as kept). */
export const isRetryOf = (kept: Pick<JournalRow, "body">, again: { body: string }) => kept.body === again.body;

/**
 * The id an imported entry is kept under when its own id already names other words in the account: derived
 * from the id and the words, so the browser's retry of the same batch keeps it once, never twice or never.
 */
export function renamedClientId(clientId: string, body: string): string {
  const h = createHash("sha256").update(`journal-import\u0000${clientId}\u0000${body}`).digest("hex");
  const variant = ((Number.parseInt(h[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
