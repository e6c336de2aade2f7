// Watched words' list (admins only): added and removed with their audit record in one
// transaction. The write path reads the table itself (watched-words-apply*).
import type { WatchedWordAction } from "@saathi/contract/safety";
import { asc, eq } from "drizzle-orm";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { watchedWords } from "../../platform/db/schema/safety.ts";

export interface WatchedWordRow {
  id: string;
  phrase: string;
  action: string;
  createdAt: Date;
}

const columns = {
  id: watchedWords.id,
  phrase: watchedWords.phrase,
  action: watchedWords.action,
  createdAt: watchedWords.createdAt,
};

export function createWatchedWordsRepository(db: Db) {
  return {
    list: (): Promise<WatchedWordRow[]> => db.select(columns).from(watchedWords).orderBy(asc(watchedWords.phrase)),

    /** Adds the phrase, or answers null when it is already watched. */
    async add(
      phrase: string,
      action: WatchedWordAction,
      createdBy: string,
      audit: (id: string) => AuditRecord,
    ): Promise<WatchedWordRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(watchedWords)
          .values({ phrase, action, createdBy })
          .onConflictDoNothing({ target: watchedWords.phrase })
          .returning(columns);
        if (!row) return null;
        await writeAudit(tx, audit(row.id));
        return row;
      });
    },

    async remove(id: string, audit: (row: WatchedWordRow) => AuditRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(watchedWords).where(eq(watchedWords.id, id)).returning(columns);
        if (!row) return false;
        await writeAudit(tx, audit(row));
        return true;
      });
    },
  };
}

export type WatchedWordsRepository = ReturnType<typeof createWatchedWordsRepository>;
