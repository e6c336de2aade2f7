// What a block between a member and an expert still has to end among bookings: their sessions to come,
// held for payment or confirmed. Read for one pair (the "block.made" event), or across every block (the
// minute sweep, which finishes what an event missed: a crash, a failure, another node's lost emit).
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

const boundRow = z.object({
  id: z.string(),
  status: z.enum(["HELD", "CONFIRMED"]),
  client_id: z.string(),
  expert_id: z.string(),
  /** Who blocked: their side cancels (the member's own cancellation, or the expert's). */
  blocker_id: z.string(),
});
export type BoundBooking = z.infer<typeof boundRow>;

/** Held or confirmed and not started: what a session to come is (bookings_status_starts_idx). */
const toCome = sql`b.status in ('HELD', 'CONFIRMED') and b.starts_at > now()`;

/** The sweep takes at most this many a run; the next minute takes the rest. */
const SWEEP_BATCH = 200;

export function createBlockCancellationsRepository(db: Db) {
  return {
    /** The pair's sessions to come, whichever of the two is the member, earliest first. */
    between(blockerId: string, blockedId: string): Promise<BoundBooking[]> {
      return queryRows(
        db,
        boundRow,
        sql`
        select b.id, b.status, b.client_id, b.expert_id, ${blockerId}::text as blocker_id
        from bookings b
        where ${toCome}
          and ((b.client_id = ${blockerId} and b.expert_id = ${blockedId})
            or (b.client_id = ${blockedId} and b.expert_id = ${blockerId}))
        order by b.starts_at`,
      );
    },

    /**
     * Sessions to come between two people one of whom blocked the other, with who blocked (when both did,
     * the expert's block counts: the member is told as an expert's cancellation, with the full refund).
     */
    acrossBlocks(): Promise<BoundBooking[]> {
      return queryRows(
        db,
        boundRow,
        sql`
        select b.id, b.status, b.client_id, b.expert_id, k.blocker_id
        from bookings b
        cross join lateral (
          select bk.blocker_id from blocks bk
          where (bk.blocker_id = b.client_id and bk.blocked_id = b.expert_id)
            or (bk.blocker_id = b.expert_id and bk.blocked_id = b.client_id)
          order by (bk.blocker_id = b.expert_id) desc
          limit 1) k
        where ${toCome}
        order by b.starts_at
        limit ${SWEEP_BATCH}`,
      );
    },
  };
}

export type BlockCancellationsRepository = ReturnType<typeof createBlockCancellationsRepository>;
