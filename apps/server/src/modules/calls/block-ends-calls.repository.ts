// A ringing or live call between two people one of whom blocked the other: for one pair (the
// "block.made" event) or across every block (the minute sweep). Reads only; the end is calls' own.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

const liveRoom = z.object({
  id: z.string(),
  /** Who blocked: the call ends as their hang-up. */
  blocker_id: z.string(),
});
export type BlockedRoom = z.infer<typeof liveRoom>;

/** Ringing or on: the rows of call_rooms_live_idx (a partial index, so only live rooms are read). */
const live = sql`r.status in ('ringing', 'active')`;

export function createBlockEndsCallsRepository(db: Db) {
  return {
    /** The pair's live rooms, whoever called. */
    between(blockerId: string, blockedId: string): Promise<BlockedRoom[]> {
      return queryRows(
        db,
        liveRoom,
        sql`
        select r.id, ${blockerId}::text as blocker_id
        from call_rooms r
        where ${live}
          and ((r.caller_id = ${blockerId} and r.callee_id = ${blockedId})
            or (r.caller_id = ${blockedId} and r.callee_id = ${blockerId}))`,
      );
    },

    /** Live rooms whose two people are blocked either way, with one who blocked. */
    acrossBlocks(): Promise<BlockedRoom[]> {
      return queryRows(
        db,
        liveRoom,
        sql`
        select r.id, k.blocker_id
        from call_rooms r
        cross join lateral (
          select bk.blocker_id from blocks bk
          where (bk.blocker_id = r.caller_id and bk.blocked_id = r.callee_id)
            or (bk.blocker_id = r.callee_id and bk.blocked_id = r.caller_id)
          limit 1) k
        where ${live}`,
      );
    },
  };
}

export type BlockEndsCallsRepository = ReturnType<typeof createBlockEndsCallsRepository>;
