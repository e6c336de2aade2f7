// Reads and writes journal entries (nothing else decides here).
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { journalEntries } from "../../platform/db/schema/wellness.ts";
import { queryRow } from "../../platform/db/typed-query.ts";
import { sensitiveConsentActive, sensitiveConsentTurn } from "../consents/index.ts";

export type JournalRow = typeof journalEntries.$inferSelect;
export type NewJournalRow = Pick<typeof journalEntries.$inferInsert, "clientId" | "body" | "createdAt">;

export function createJournalRepository(db: Db) {
  return {
    /**
     * Inserts the entries while the member's sensitive consent is in force, taking turns with its
     * withdrawal (consents' index.ts); an entry whose browser id this member already has is skipped
     * (not returned). Null when the consent is not in force (withdrawn meanwhile): nothing is kept.
     */
    insertNew: (userId: string, entries: NewJournalRow[]): Promise<JournalRow[] | null> =>
      db.transaction(async (tx) => {
        await tx.execute(sensitiveConsentTurn(userId));
        const consent = await queryRow(tx, z.object({ active: z.boolean() }), sensitiveConsentActive(userId));
        if (!consent?.active) return null;
        return tx
          .insert(journalEntries)
          .values(entries.map((e) => ({ userId, ...e })))
          .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.clientId] })
          .returning();
      }),
    listByUser: (userId: string, limit: number) =>
      db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(desc(journalEntries.createdAt))
        .limit(limit),
    async findByClientId(userId: string, clientId: string): Promise<JournalRow | null> {
      const [row] = await db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, userId), eq(journalEntries.clientId, clientId)));
      return row ?? null;
    },
    async find(id: string): Promise<JournalRow | null> {
      const [row] = await db.select().from(journalEntries).where(eq(journalEntries.id, id));
      return row ?? null;
    },
    /** Deletes the entry if it is still this writer's; true when a row went. */
    async delete(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
        .returning({ id: journalEntries.id });
      return rows.length > 0;
    },
  };
}

export type JournalRepository = ReturnType<typeof createJournalRepository>;
