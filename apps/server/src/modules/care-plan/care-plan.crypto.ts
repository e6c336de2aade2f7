// Experts' private session notes, encrypted at rest: AES-256-GCM under the current key from
// configuration (CARE_NOTES_KEYS), a fresh 12-byte IV per write, the 16-byte tag kept beside the
// ciphertext. The key id travels with each row so older keys still decrypt until the notes are
// re-encrypted under the current one (rotation). The plain text never reaches the database or a log.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { CareNotesKey } from "../../platform/config.ts";

export interface SealedNotes {
  keyId: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

/** Thrown when a row cannot be opened: its key is not configured, or the bytes or tag do not match. */
export class NotesUnreadableError extends Error {
  override name = "NotesUnreadableError";
}

export function createNotesCipher(keys: readonly CareNotesKey[]) {
  const current = keys[0];
  if (!current) throw new Error("at least one care notes key is needed");
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  return {
    currentKeyId: current.id,
    seal(text: string, aad: string): SealedNotes {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current.key, iv);
      // The booking id as associated data: a row's ciphertext copied onto another session fails.
      cipher.setAAD(Buffer.from(aad, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return {
        keyId: current.id,
        iv: iv.toString("base64"),
        tag: cipher.getAuthTag().toString("base64"),
        ciphertext: ciphertext.toString("base64"),
      };
    },
    open(row: SealedNotes, aad: string): string {
      const key = byId.get(row.keyId);
      if (!key) throw new NotesUnreadableError(`no care notes key with id ${row.keyId}`);
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(row.iv, "base64"));
        decipher.setAAD(Buffer.from(aad, "utf8"));
        decipher.setAuthTag(Buffer.from(row.tag, "base64"));
        return Buffer.concat([decipher.update(Buffer.from(row.ciphertext, "base64")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        // Never the cause's text: it could carry bytes of the row.
        throw new NotesUnreadableError(`care notes under key ${row.keyId} failed authentication`);
      }
    },
  };
}

export type NotesCipher = ReturnType<typeof createNotesCipher>;
