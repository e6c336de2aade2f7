// Reads and writes challenge runs and their days (nothing else decides here).
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { challengeDays, challenges } from "../../platform/db/schema/challenges.ts";

export type ChallengeRow = typeof challenges.$inferSelect;
export type ChallengeDayRow = typeof challengeDays.$inferSelect;

/** A PostgreSQL unique violation (a second completion of a day or of a date lost a race). */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === "23505" ||
  (err as { cause?: { code?: string } }).cause?.code === "23505";

export function createChallengesRepository(db: Db) {
  async function find(userId: string, slug: string): Promise<ChallengeRow | null> {
    const [row] = await db
      .select()
      .from(challenges)
      .where(and(eq(challenges.userId, userId), eq(challenges.slug, slug)));
    return row ?? null;
  }
  return {
    find,
    days: (challengeId: string) =>
      db.select().from(challengeDays).where(eq(challengeDays.challengeId, challengeId)).orderBy(asc(challengeDays.day)),
    /** Starts a run unless the member has one (then the existing run stays as it is). */
    async start(userId: string, slug: string, timeZone: string): Promise<ChallengeRow> {
      await db.insert(challenges).values({ userId, slug, timeZone }).onConflictDoNothing();
      const row = await find(userId, slug);
      if (!row) throw new Error("challenge neither inserted nor found");
      return row;
    },
    /** A fresh run: the days done go, the clock and the zone start again. */
    async restart(userId: string, slug: string, timeZone: string): Promise<ChallengeRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(challenges)
          .values({ userId, slug, timeZone })
          .onConflictDoUpdate({
            target: [challenges.userId, challenges.slug],
            set: { timeZone, startedAt: sql`now()`, finishedAt: null, remindedDay: 0 },
          })
          .returning();
        if (!row) throw new Error("challenge not restarted");
        await tx.delete(challengeDays).where(eq(challengeDays.challengeId, row.id));
        return row;
      });
    },
    /** Records a day done; false when that day or that date is already taken (a race or a retry). */
    async addDay(
      run: ChallengeRow,
      day: number,
      localDate: string,
      note: string | null,
      at: Date,
      lastDay: boolean,
    ): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx
            .insert(challengeDays)
            .values({ challengeId: run.id, userId: run.userId, day, localDate, note, completedAt: at });
          if (lastDay) await tx.update(challenges).set({ finishedAt: at }).where(eq(challenges.id, run.id));
        });
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
    /** Open runs with at least one day done whose next day has no reminder yet (the rules decide the rest). */
    async reminderCandidates(limit: number) {
      const rows = await db
        .select({
          id: challenges.id,
          userId: challenges.userId,
          timeZone: challenges.timeZone,
          remindedDay: challenges.remindedDay,
          completed: sql<number>`count(${challengeDays.id})::int`,
          lastLocalDate: sql<string | null>`max(${challengeDays.localDate})::text`,
        })
        .from(challenges)
        .innerJoin(challengeDays, eq(challengeDays.challengeId, challenges.id))
        .where(isNull(challenges.finishedAt))
        .groupBy(challenges.id)
        .having(sql`${challenges.remindedDay} < count(${challengeDays.id}) + 1`)
        .limit(limit);
      return rows;
    },
    /** Claims the reminder of `day` (true once, for one server, even when several run the sweep). */
    async claimReminder(challengeId: string, day: number): Promise<boolean> {
      const rows = await db
        .update(challenges)
        .set({ remindedDay: day })
        .where(
          and(eq(challenges.id, challengeId), sql`${challenges.remindedDay} < ${day}`, isNull(challenges.finishedAt)),
        )
        .returning({ id: challenges.id });
      return rows.length > 0;
    },
  };
}

export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;
