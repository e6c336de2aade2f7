// The daily reflection journal: private to its writer; entries from the browser move in on sign-in,
// each at most once (the browser's own id is unique per member).
import type { JournalEntry, JournalEntryInput } from "@saathi/contract/journal";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { journalEntries } from "../../platform/db/schema/wellness.ts";
import { AppError } from "../../platform/http/errors.ts";

const LIST_LIMIT = 200;
type Row = typeof journalEntries.$inferSelect;

const present = (r: Row): JournalEntry => ({
  id: r.id,
  clientId: r.clientId,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
});

/** Before Saathi's time: a wrong clock (and PostgreSQL cannot store the year 0000 the contract lets through). */
const EARLIEST = new Date("2000-01-01T00:00:00Z");

/** The browser's clock, unless it claims a time in the future or before EARLIEST. */
const writtenAt = (iso: string, now = new Date()) => {
  const t = new Date(iso);
  return t > now || t < EARLIEST ? now : t;
};

export function createJournalService(db: Db) {
  const insert = (userId: string, entries: JournalEntryInput[]) =>
    db
      .insert(journalEntries)
      .values(entries.map((e) => ({ userId, clientId: e.clientId, body: e.body, createdAt: writtenAt(e.createdAt) })))
      .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.clientId] })
      .returning();

  return {
    async list(userId: string) {
      const rows = await db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(desc(journalEntries.createdAt))
        .limit(LIST_LIMIT);
      return { entries: rows.map(present) };
    },

    /** Saves one entry; saving the same browser id again answers the entry already kept. */
    async add(userId: string, input: JournalEntryInput): Promise<JournalEntry> {
      const [row] = await insert(userId, [input]);
      if (row) return present(row);
      const [existing] = await db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, userId), eq(journalEntries.clientId, input.clientId)));
      if (!existing) throw new Error("journal entry neither inserted nor found");
      return present(existing);
    },

    async import(userId: string, entries: JournalEntryInput[]) {
      if (entries.length === 0) return { imported: 0 };
      return { imported: (await insert(userId, entries)).length };
    },

    async remove(userId: string, id: string) {
      const rows = await db
        .delete(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
        .returning({ id: journalEntries.id });
      if (rows.length === 0) throw new AppError(404, "ENTRY_NOT_FOUND", "Entry not found");
      return { deleted: true as const };
    },
  };
}

export type JournalService = ReturnType<typeof createJournalService>;
