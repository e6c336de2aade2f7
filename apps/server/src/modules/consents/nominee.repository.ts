// Reads and writes a member's nominee (one row per member).
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { nominees } from "../../platform/db/schema/account.ts";

export type NomineeRow = typeof nominees.$inferSelect;

export function createNomineeRepository(db: Db) {
  return {
    async find(userId: string): Promise<NomineeRow | null> {
      const [row] = await db.select().from(nominees).where(eq(nominees.userId, userId));
      return row ?? null;
    },
    async upsert(userId: string, v: { name: string; contact: string; relation: string }): Promise<NomineeRow> {
      const [row] = await db
        .insert(nominees)
        .values({ userId, ...v })
        .onConflictDoUpdate({ target: nominees.userId, set: { ...v, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error("nominee upsert returned nothing");
      return row;
    },
    async remove(userId: string): Promise<boolean> {
      const rows = await db.delete(nominees).where(eq(nominees.userId, userId)).returning({ id: nominees.userId });
      return rows.length > 0;
    },
  };
}

export type NomineeRepository = ReturnType<typeof createNomineeRepository>;
