// Reviews of counsellor-led meetings: one per confirmed seat, read back under the seat's circle nickname.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { circleReviews } from "../../platform/db/schema/circles.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { moderationVisibleTo, notBlockedBetween } from "../../platform/db/visibility.ts";

const reviewRow = z.object({
  id: z.string(),
  rating: z.number(),
  comment: z.string(),
  nickname: z.string(),
  created_at: z.string(),
  moderation_state: z.string(),
});
export type CircleReviewRow = z.infer<typeof reviewRow>;

export function createCircleReviewsRepository(db: Db) {
  /** Reviews of one circle's meetings the viewer may see: held or hidden ones reach only their writer; reviewers blocked either way are left out. */
  const seen = (circleId: string, viewerId: string | null) => sql`
    from circle_reviews v
    join circle_seats s on s.id = v.seat_id
    join circle_occurrences o on o.id = v.occurrence_id
    where o.circle_id = ${circleId}
      and ${moderationVisibleTo(viewerId, sql`v.moderation_state`, sql`v.member_id`)}
      and ${notBlockedBetween(viewerId, sql`v.member_id`)}`;

  return {
    async insert(r: {
      occurrenceId: string;
      seatId: string;
      memberId: string;
      rating: number;
      comment: string;
      moderationState: "visible" | "held";
    }) {
      const [row] = await db.insert(circleReviews).values(r).returning();
      return row;
    },

    /** The newest reviews of a circle's meetings, with the nickname of the seat each was written from. */
    async ofCircle(circleId: string, viewerId: string | null, limit: number) {
      return queryRows(
        db,
        reviewRow,
        sql`select v.id, v.rating, v.comment, s.nickname, v.created_at, v.moderation_state ${seen(circleId, viewerId)}
          order by v.created_at desc, v.id limit ${limit}`,
      );
    },

    /** Average and count of the visible ratings of a circle (the same for every viewer but blocks). */
    async summary(circleId: string, viewerId: string | null) {
      const [row] = await queryRows(
        db,
        z.object({ count: z.number(), average: z.string().nullable() }),
        sql`select count(*)::int as count, round(avg(v.rating), 1)::text as average ${seen(circleId, viewerId)}
          and v.moderation_state = 'visible'`,
      );
      return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
    },

    /** The seats this member has reviewed. */
    async reviewedSeats(memberId: string) {
      const rows = await queryRows(
        db,
        z.object({ seat_id: z.string() }),
        sql`select seat_id from circle_reviews where member_id = ${memberId} order by created_at`,
      );
      return rows.map((r) => r.seat_id);
    },
  };
}

export type CircleReviewsRepository = ReturnType<typeof createCircleReviewsRepository>;
