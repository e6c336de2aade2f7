// Daily wellness pieces (migration 0023): reads and writes only; every staff write takes the
// audit record its service built and writes it in the same transaction.
import { and, desc, eq, lt, lte } from "drizzle-orm";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { dailyWellnessPieces } from "../../platform/db/schema/community.ts";

export type PieceRow = typeof dailyWellnessPieces.$inferSelect;
export type PieceValues = Pick<PieceRow, "publishOn" | "titleEn" | "bodyEn" | "titleHi" | "bodyHi" | "audioUrl">;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

const t = dailyWellnessPieces;

export function createDailyWellnessRepository(db: Db) {
  return {
    async latestOnOrBefore(day: string): Promise<PieceRow | null> {
      const [row] = await db.select().from(t).where(lte(t.publishOn, day)).orderBy(desc(t.publishOn)).limit(1);
      return row ?? null;
    },

    /** Pieces before `day` (exclusive), newest first. */
    before(day: string, limit: number): Promise<PieceRow[]> {
      return db.select().from(t).where(lt(t.publishOn, day)).orderBy(desc(t.publishOn)).limit(limit);
    },

    all(limit: number): Promise<PieceRow[]> {
      return db.select().from(t).orderBy(desc(t.publishOn)).limit(limit);
    },

    async one(id: string): Promise<PieceRow | null> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row ?? null;
    },

    /** The new piece's id, or null when its day already has one. */
    async create(v: PieceValues, createdBy: string, audit: (id: string) => AuditRecord): Promise<string | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(t)
            .values({ ...v, createdBy })
            .returning({ id: t.id });
          if (!row) throw new Error("daily wellness: insert returned nothing");
          await writeAudit(tx, audit(row.id));
          return row.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /** False when the new day is another piece's. */
    async update(id: string, v: PieceValues, audit: AuditRecord): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(t)
            .set({ ...v, updatedAt: new Date() })
            .where(eq(t.id, id));
          await writeAudit(tx, audit);
        });
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    async remove(id: string, audit: AuditRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(t)
          .where(and(eq(t.id, id)))
          .returning({ id: t.id });
        if (gone.length === 0) return false;
        await writeAudit(tx, audit);
        return true;
      });
    },
  };
}

export type DailyWellnessRepository = ReturnType<typeof createDailyWellnessRepository>;
