// A full meeting's waitlist: places, offers and who waits. Reads and writes only.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { circleWaitlist } from "../../platform/db/schema/circles.ts";
import type { Tx, WaitlistRow } from "./circle-rows.ts";

export function createCircleWaitlistRepository(db: Db) {
  return {
    async setWaitlist(tx: Tx, ids: string[], set: Partial<Pick<WaitlistRow, "status" | "offeredUntil">>) {
      if (ids.length === 0) return [];
      return tx
        .update(circleWaitlist)
        .set({ ...set, updatedAt: new Date() })
        .where(inArray(circleWaitlist.id, ids))
        .returning();
    },

    async insertWaitlist(tx: Tx, occurrenceId: string, memberId: string) {
      const [row] = await tx.insert(circleWaitlist).values({ occurrenceId, memberId }).returning();
      if (!row) throw new Error("waitlist insert returned nothing");
      return row;
    },

    async waitlistOf(memberId: string) {
      return db.select().from(circleWaitlist).where(eq(circleWaitlist.memberId, memberId)).limit(500);
    },

    async waitlistEntry(occurrenceId: string, memberId: string) {
      const [row] = await db
        .select()
        .from(circleWaitlist)
        .where(
          and(
            eq(circleWaitlist.occurrenceId, occurrenceId),
            eq(circleWaitlist.memberId, memberId),
            inArray(circleWaitlist.status, ["waiting", "offered"]),
          ),
        );
      return row ?? null;
    },
  };
}
