// Who watches whose camera, in the database so that the browser's answer and its "stop" work on any
// node: one row per Janus subscriber handle with the Janus session holding it. Reads and writes only; a
// delete answers what it deleted, so when two nodes end the same watch only one detaches it.
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { circleRoomWatches as w } from "../../platform/db/schema/circle-room.ts";

export interface WatchRow {
  subscriptionId: number;
  janusSession: number;
  occurrenceId: string;
  viewerId: string;
  feedId: number;
  holderNode: string;
  expiresAt: Date;
}

const columns = {
  subscriptionId: w.subscriptionId,
  janusSession: w.janusSession,
  occurrenceId: w.occurrenceId,
  viewerId: w.viewerId,
  feedId: w.feedId,
  holderNode: w.holderNode,
  expiresAt: w.expiresAt,
};

export function createCircleRoomWatchesRepository(db: Db) {
  return {
    async add(row: WatchRow): Promise<void> {
      await db.insert(w).values(row).onConflictDoUpdate({ target: w.subscriptionId, set: row });
    },
    async get(subscriptionId: number): Promise<WatchRow | null> {
      const [row] = await db.select(columns).from(w).where(eq(w.subscriptionId, subscriptionId)).limit(1);
      return row ?? null;
    },
    /** Ends one watch; answers it when this call took it out. */
    async remove(subscriptionId: number): Promise<WatchRow | null> {
      const [row] = await db.delete(w).where(eq(w.subscriptionId, subscriptionId)).returning(columns);
      return row ?? null;
    },
    /** Ends a meeting's watches (one viewer's, or everyone's when null); answers those taken out. */
    takeFor(occurrenceId: string, viewerId: string | null): Promise<WatchRow[]> {
      const where = viewerId
        ? and(eq(w.occurrenceId, occurrenceId), eq(w.viewerId, viewerId))
        : eq(w.occurrenceId, occurrenceId);
      return db.delete(w).where(where).returning(columns);
    },
    /** Watches past their expiry (nobody took them out): gone. */
    async clearExpired(now: Date): Promise<number> {
      const gone = await db.delete(w).where(lt(w.expiresAt, now)).returning({ id: w.subscriptionId });
      return gone.length;
    },
  };
}

export type CircleRoomWatchesRepository = ReturnType<typeof createCircleRoomWatchesRepository>;
