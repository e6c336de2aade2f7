// `npm run care-notes:rotate`: re-encrypts experts' private session notes under the current key (the
// first of CARE_NOTES_KEYS). Put the new key first, keep the old ones after it, restart the servers,
// run this, then drop the old keys. Safe to run again; works with the server running or stopped (the
// database is found as `npm run admin` finds it). Prints counts only, never a note.
import { pathToFileURL } from "node:url";
import { rotateCareNotes } from "../modules/care-plan/care-notes-rotate.ts";
import { createNotesCipher } from "../modules/care-plan/care-plan.crypto.ts";
import { createCarePlanRepository } from "../modules/care-plan/care-plan.repository.ts";
import { ConfigError, loadConfig } from "../platform/config.ts";
import { AppError } from "../platform/http/errors.ts";
import { openDatabase } from "./admin-cli.ts";

export async function runCareNotesRotate(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let opened: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    const config = loadConfig(env);
    if (config.careNotesDevKey) console.warn("CARE_NOTES_KEYS is not set: rotating under the development key.");
    opened = await openDatabase(config);
    const cipher = createNotesCipher(config.careNotesKeys);
    const { rotated, unreadable } = await rotateCareNotes(createCarePlanRepository(opened.database.db), cipher);
    console.log(`Re-encrypted ${rotated} session note(s) under key ${cipher.currentKeyId}.`);
    if (unreadable) {
      console.error(
        `${unreadable} note(s) are under a key that is not in CARE_NOTES_KEYS: add that key back and run again.`,
      );
      return 1;
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError || err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    console.error(`The rotation failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await opened?.close().catch(() => {});
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(await runCareNotesRotate());
}
