// What a block between a member and a circle's host closes and still has to end: whether a pair is blocked
// (a new seat or waitlist place is refused), and the member's live seats (held for payment or confirmed)
// and live waitlist places (waiting or offered) in that host's meetings that have not started. Read for one
// pair (the "block.made" event), or across every block (the minute sweep, which finishes what an event
// missed: a crash, a failure, another node's lost emit). Reads only: the service ends each under its lock.
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { pgArray, type Tx } from "./circle-rows.ts";

const boundSeatRow = z.object({
  id: z.string(),
  occurrence_id: z.string(),
  member_id: z.string(),
  host_id: z.string(),
  /** Who blocked: their side ends the seat (the member's own cancellation, or the host's). */
  blocker_id: z.string(),
});
export type BoundSeat = z.infer<typeof boundSeatRow>;

const boundPlaceRow = z.object({ id: z.string(), occurrence_id: z.string() });
export type BoundPlace = z.infer<typeof boundPlaceRow>;

/** A meeting still to come (a meeting under way is left alone). */
const meetingToCome = sql`o.status = 'scheduled' and o.starts_at > now()`;
/** A live seat in a meeting still to come. */
const toCome = sql`s.status in ('held', 'confirmed') and ${meetingToCome}`;
/** A live waitlist place in a meeting still to come. */
const placeToCome = sql`w.status in ('waiting', 'offered') and ${meetingToCome}`;
/** A block either way between `member` and `host` (SQL expressions). */
const blockedBetween = (member: SQL, host: SQL) =>
  sql`exists (select 1 from blocks bk where (bk.blocker_id = ${member} and bk.blocked_id = ${host})
    or (bk.blocker_id = ${host} and bk.blocked_id = ${member}))`;
/** `member` (an SQL column) is one of the pair and the meeting's host (c.expert_id) the other. */
const heldAcrossPair = (member: SQL, a: string, b: string) =>
  sql`((${member} = ${a} and c.expert_id = ${b}) or (${member} = ${b} and c.expert_id = ${a}))`;

/** The sweep takes at most this many a run; the next minute takes the rest. */
const SWEEP_BATCH = 200;

export function createCircleBlockSeatsRepository(db: Db) {
  return {
    /** One of the member and the host has blocked the other. */
    async blockedWithHost(memberId: string, hostId: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        z.object({ blocked: z.boolean() }),
        sql`select ${blockedBetween(sql`${memberId}`, sql`${hostId}`)} as blocked`,
      );
      return rows[0]?.blocked ?? false;
    },

    /** Which of these members are blocked either way with the host (read under the meeting's lock). */
    async membersBlockedWithHost(tx: Tx, memberIds: string[], hostId: string): Promise<Set<string>> {
      if (memberIds.length === 0) return new Set();
      const rows = await queryRows(
        tx,
        z.object({ member_id: z.string() }),
        sql`select m.member_id from unnest(${pgArray(memberIds)}::uuid[]) as m(member_id)
          where ${blockedBetween(sql`m.member_id`, sql`${hostId}`)}`,
      );
      return new Set(rows.map((r) => r.member_id));
    },

    /** The seats one of the pair holds in the other's meetings to come, earliest first. */
    seatsBetween(blockerId: string, blockedId: string): Promise<BoundSeat[]> {
      return queryRows(
        db,
        boundSeatRow,
        sql`
        select s.id, s.occurrence_id, s.member_id, c.expert_id as host_id, ${blockerId}::text as blocker_id
        from circle_seats s
        join circle_occurrences o on o.id = s.occurrence_id
        join circles c on c.id = o.circle_id
        where ${toCome}
          and ${heldAcrossPair(sql`s.member_id`, blockerId, blockedId)}
        order by o.starts_at`,
      );
    },

    /**
     * Live seats to come whose member and host are blocked one way or the other, with who blocked (when
     * both did, the host's block counts: the member is told as the host's cancellation, refunded in full).
     */
    seatsAcrossBlocks(): Promise<BoundSeat[]> {
      return queryRows(
        db,
        boundSeatRow,
        sql`
        select s.id, s.occurrence_id, s.member_id, c.expert_id as host_id, k.blocker_id
        from circle_seats s
        join circle_occurrences o on o.id = s.occurrence_id
        join circles c on c.id = o.circle_id
        cross join lateral (
          select bk.blocker_id from blocks bk
          where (bk.blocker_id = s.member_id and bk.blocked_id = c.expert_id)
            or (bk.blocker_id = c.expert_id and bk.blocked_id = s.member_id)
          order by (bk.blocker_id = c.expert_id) desc
          limit 1) k
        where ${toCome}
        order by o.starts_at
        limit ${SWEEP_BATCH}`,
      );
    },

    /** The waitlist places one of the pair holds in the other's meetings to come, earliest first. */
    placesBetween(blockerId: string, blockedId: string): Promise<BoundPlace[]> {
      return queryRows(
        db,
        boundPlaceRow,
        sql`
        select w.id, w.occurrence_id
        from circle_waitlist w
        join circle_occurrences o on o.id = w.occurrence_id
        join circles c on c.id = o.circle_id
        where ${placeToCome}
          and ${heldAcrossPair(sql`w.member_id`, blockerId, blockedId)}
        order by o.starts_at`,
      );
    },

    /** Live waitlist places to come whose member and host are blocked one way or the other. */
    placesAcrossBlocks(): Promise<BoundPlace[]> {
      return queryRows(
        db,
        boundPlaceRow,
        sql`
        select w.id, w.occurrence_id
        from circle_waitlist w
        join circle_occurrences o on o.id = w.occurrence_id
        join circles c on c.id = o.circle_id
        where ${placeToCome} and ${blockedBetween(sql`w.member_id`, sql`c.expert_id`)}
        order by o.starts_at
        limit ${SWEEP_BATCH}`,
      );
    },
  };
}
