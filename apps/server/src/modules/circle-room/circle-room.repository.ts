// Who the host removed from a meeting's live room, kept in the database so that a restart or another
// node never lets them back in. Reads and writes only.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { circleRoomRemovals } from "../../platform/db/schema/circle-room.ts";

export function createCircleRoomRepository(db: Db) {
  return {
    async remove(occurrenceId: string, memberId: string): Promise<void> {
      await db.insert(circleRoomRemovals).values({ occurrenceId, memberId }).onConflictDoNothing();
    },
    async isRemoved(occurrenceId: string, memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ memberId: circleRoomRemovals.memberId })
        .from(circleRoomRemovals)
        .where(and(eq(circleRoomRemovals.occurrenceId, occurrenceId), eq(circleRoomRemovals.memberId, memberId)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type CircleRoomRepository = ReturnType<typeof createCircleRoomRepository>;
