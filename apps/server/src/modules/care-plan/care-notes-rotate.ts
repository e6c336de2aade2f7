// Rotation of the notes key: every note not under the current key (the first of CARE_NOTES_KEYS) is
// opened with its own key and sealed again under the current one. Idempotent: a second run finds
// nothing to do. A note whose key is no longer configured is counted and left as it is.
import { type NotesCipher, NotesUnreadableError } from "./care-plan.crypto.ts";
import type { CarePlanRepository } from "./care-plan.repository.ts";

export async function rotateCareNotes(
  repo: Pick<CarePlanRepository, "notesNotUnder" | "resealNotes">,
  cipher: NotesCipher,
  batch = 200,
): Promise<{ rotated: number; unreadable: number }> {
  let rotated = 0;
  let unreadable = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await repo.notesNotUnder(cipher.currentKeyId, after, batch);
    if (rows.length === 0) break;
    for (const row of rows) {
      after = row.bookingId;
      let text: string;
      try {
        text = cipher.open(row, row.bookingId);
      } catch (e) {
        if (!(e instanceof NotesUnreadableError)) throw e;
        unreadable++;
        continue;
      }
      // Skipped when the expert saved the notes meanwhile (already under the current key).
      if (await repo.resealNotes(row, cipher.seal(text, row.bookingId))) rotated++;
    }
  }
  return { rotated, unreadable };
}
