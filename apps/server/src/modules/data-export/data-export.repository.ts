// Reads and writes data_exports rows (nothing else decides here).
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { dataExports } from "../../platform/db/schema/account.ts";

export type ExportRow = typeof dataExports.$inferSelect;

export function createDataExportRepository(db: Db) {
  return {
    async latest(userId: string): Promise<ExportRow | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row ?? null;
    },
    async find(id: string): Promise<ExportRow | null> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },
    /**
     * Under a per-member lock (so two taps at once make one export): `decide` sees the latest row and
     * says whether to insert a new one; answers the row to show and whether it is new.
     */
    async createUnlessRunning(
      userId: string,
      running: (row: ExportRow) => boolean,
    ): Promise<{ row: ExportRow; created: boolean }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data_export'), hashtext(${userId}))`);
        const [last] = await tx
          .select()
          .from(dataExports)
          .where(eq(dataExports.userId, userId))
          .orderBy(desc(dataExports.createdAt))
          .limit(1);
        if (last && running(last)) return { row: last, created: false };
        const [row] = await tx.insert(dataExports).values({ userId }).returning();
        if (!row) throw new Error("data export not inserted");
        return { row, created: true };
      });
    },
    update: (id: string, patch: Partial<Omit<ExportRow, "id" | "userId" | "createdAt">>) =>
      db.update(dataExports).set(patch).where(eq(dataExports.id, id)),
    /** Ready exports whose link has run out by `now`. */
    dueToExpire: (now: Date) =>
      db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now))),
    /** Queued or building rows created before `before`. */
    startedBefore: (before: Date) =>
      db
        .select()
        .from(dataExports)
        .where(and(inArray(dataExports.status, ["queued", "building"]), lte(dataExports.createdAt, before))),
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
