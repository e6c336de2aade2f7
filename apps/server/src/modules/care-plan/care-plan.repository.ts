// Reads and writes the plan of a care link: goals, homework, shared summaries and the sealed notes
// (ciphertext only), and the link's sessions (its member's confirmed bookings with its expert).
import { and, asc, desc, eq, gt, gte, lte, ne } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { bookings } from "../../platform/db/schema/bookings.ts";
import {
  careGoals,
  careHomework,
  careLinks,
  sessionNotes,
  sessionSummaries,
} from "../../platform/db/schema/care-between.ts";
import type { SealedNotes } from "./care-plan.crypto.ts";

export type GoalRow = typeof careGoals.$inferSelect;
export type HomeworkRow = typeof careHomework.$inferSelect;
export type SummaryRow = typeof sessionSummaries.$inferSelect & { sessionStartsAt: Date };
export type NotesRow = typeof sessionNotes.$inferSelect;
export interface SessionRow {
  id: string;
  expertId: string;
  clientId: string;
  status: string;
  startsAt: Date;
}

const sessionColumns = {
  id: bookings.id,
  expertId: bookings.expertId,
  clientId: bookings.clientId,
  status: bookings.status,
  startsAt: bookings.startsAt,
};

export function createCarePlanRepository(db: Db) {
  const pair = (link: { expertId: string; memberId: string }) =>
    and(eq(bookings.expertId, link.expertId), eq(bookings.clientId, link.memberId), eq(bookings.status, "CONFIRMED"));
  return {
    // ---- goals ----
    goals: (linkId: string) =>
      db.select().from(careGoals).where(eq(careGoals.linkId, linkId)).orderBy(asc(careGoals.createdAt)),
    async addGoal(values: typeof careGoals.$inferInsert): Promise<GoalRow> {
      const [row] = await db.insert(careGoals).values(values).returning();
      if (!row) throw new Error("goal insert returned nothing");
      return row;
    },
    async updateGoal(linkId: string, goalId: string, patch: Partial<GoalRow>): Promise<GoalRow | null> {
      const [row] = await db
        .update(careGoals)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(careGoals.id, goalId), eq(careGoals.linkId, linkId)))
        .returning();
      return row ?? null;
    },

    // ---- homework ----
    homework: (linkId: string) =>
      db
        .select()
        .from(careHomework)
        .where(eq(careHomework.linkId, linkId))
        .orderBy(asc(careHomework.dueDate), asc(careHomework.createdAt)),
    homeworkSince: (linkId: string, since: Date) =>
      db
        .select()
        .from(careHomework)
        .where(and(eq(careHomework.linkId, linkId), gte(careHomework.createdAt, since)))
        .orderBy(asc(careHomework.dueDate), asc(careHomework.createdAt)),
    async findHomework(linkId: string, id: string): Promise<HomeworkRow | null> {
      const [row] = await db
        .select()
        .from(careHomework)
        .where(and(eq(careHomework.id, id), eq(careHomework.linkId, linkId)));
      return row ?? null;
    },
    async addHomework(values: typeof careHomework.$inferInsert): Promise<HomeworkRow> {
      const [row] = await db.insert(careHomework).values(values).returning();
      if (!row) throw new Error("homework insert returned nothing");
      return row;
    },
    async answerHomework(
      linkId: string,
      id: string,
      status: "done" | "not_done",
      note: string | null,
    ): Promise<HomeworkRow | null> {
      const [row] = await db
        .update(careHomework)
        .set({ status, memberNote: note, doneAt: status === "done" ? new Date() : null })
        .where(and(eq(careHomework.id, id), eq(careHomework.linkId, linkId)))
        .returning();
      return row ?? null;
    },
    /** Withdraws homework not done yet; false when it was done meanwhile (or is gone). */
    async withdrawHomework(linkId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(careHomework)
        .where(and(eq(careHomework.id, id), eq(careHomework.linkId, linkId), ne(careHomework.status, "done")))
        .returning({ id: careHomework.id });
      return rows.length > 0;
    },

    // ---- sessions ----
    async findSession(bookingId: string): Promise<SessionRow | null> {
      const [row] = await db.select(sessionColumns).from(bookings).where(eq(bookings.id, bookingId));
      return row ?? null;
    },
    /** The link's confirmed sessions that have started, newest first. */
    startedSessions: (link: { expertId: string; memberId: string }, now: Date) =>
      db
        .select(sessionColumns)
        .from(bookings)
        .where(and(pair(link), lte(bookings.startsAt, now)))
        .orderBy(desc(bookings.startsAt))
        .limit(100),
    async nextSession(link: { expertId: string; memberId: string }, now: Date): Promise<SessionRow | null> {
      const [row] = await db
        .select(sessionColumns)
        .from(bookings)
        .where(and(pair(link), gt(bookings.startsAt, now)))
        .orderBy(asc(bookings.startsAt))
        .limit(1);
      return row ?? null;
    },
    async linkIdOfPair(expertId: string, memberId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: careLinks.id })
        .from(careLinks)
        .where(and(eq(careLinks.expertId, expertId), eq(careLinks.memberId, memberId)));
      return row?.id ?? null;
    },

    // ---- summaries ----
    summaries: (linkId: string): Promise<SummaryRow[]> =>
      db
        .select({
          bookingId: sessionSummaries.bookingId,
          linkId: sessionSummaries.linkId,
          text: sessionSummaries.text,
          sharedAt: sessionSummaries.sharedAt,
          updatedAt: sessionSummaries.updatedAt,
          sessionStartsAt: bookings.startsAt,
        })
        .from(sessionSummaries)
        .innerJoin(bookings, eq(bookings.id, sessionSummaries.bookingId))
        .where(eq(sessionSummaries.linkId, linkId))
        .orderBy(desc(bookings.startsAt)),
    async saveSummary(linkId: string, bookingId: string, text: string): Promise<void> {
      await db
        .insert(sessionSummaries)
        .values({ linkId, bookingId, text })
        .onConflictDoUpdate({ target: sessionSummaries.bookingId, set: { text, updatedAt: new Date() } });
    },
    /** Which of the link's sessions have notes (ids only: nothing of the notes). */
    async notedSessions(linkId: string): Promise<Set<string>> {
      const rows = await db
        .select({ bookingId: sessionNotes.bookingId })
        .from(sessionNotes)
        .where(eq(sessionNotes.linkId, linkId));
      return new Set(rows.map((r) => r.bookingId));
    },

    // ---- notes (sealed) ----
    async findNotes(bookingId: string): Promise<NotesRow | null> {
      const [row] = await db.select().from(sessionNotes).where(eq(sessionNotes.bookingId, bookingId));
      return row ?? null;
    },
    async saveNotes(linkId: string, bookingId: string, sealed: SealedNotes): Promise<NotesRow> {
      const [row] = await db
        .insert(sessionNotes)
        .values({ linkId, bookingId, ...sealed })
        .onConflictDoUpdate({ target: sessionNotes.bookingId, set: { ...sealed, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error("notes upsert returned nothing");
      return row;
    },
    /** Up to `limit` notes not under `keyId`, after the booking id `after` (rotation's batches). */
    notesNotUnder: (keyId: string, after: string, limit: number) =>
      db
        .select()
        .from(sessionNotes)
        .where(and(ne(sessionNotes.keyId, keyId), gt(sessionNotes.bookingId, after)))
        .orderBy(asc(sessionNotes.bookingId))
        .limit(limit),
    /** Replaces a row's sealed text only if it is still the one read (a concurrent save wins). */
    async resealNotes(old: NotesRow, sealed: SealedNotes): Promise<boolean> {
      const rows = await db
        .update(sessionNotes)
        .set(sealed)
        .where(
          and(
            eq(sessionNotes.bookingId, old.bookingId),
            eq(sessionNotes.keyId, old.keyId),
            eq(sessionNotes.iv, old.iv),
          ),
        )
        .returning({ id: sessionNotes.bookingId });
      return rows.length > 0;
    },
  };
}

export type CarePlanRepository = ReturnType<typeof createCarePlanRepository>;
