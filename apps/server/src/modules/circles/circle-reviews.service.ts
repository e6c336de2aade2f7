// Reviews of counsellor-led meetings. A member who held a confirmed seat reviews that meeting once it has
// ended: stars (1-5) and an optional comment that goes through the write check like a session's review
// (muted 403, blocked word 422, a flagged comment queued for moderators, a held one shown only to its
// writer). Reviews are read on the circle's page under the seat's circle nickname, never a name.
// They do not move the host's expert rating: that rating is the average of the session reviews listed on
// the expert's page, and a circle's reviews are read on the circle's page instead.
import { CIRCLE_MSG, CIRCLE_REVIEW_MSG, type CircleReview, type CircleReviewList } from "@saathi/contract/circles";
import { defineAccess, permission } from "../../platform/access/access.ts";
import type { SessionUser } from "../../platform/auth/session.ts";
import { PG, pgCode } from "../../platform/db/pg-errors.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { createWritePipeline } from "../safety/write-pipeline.service.ts";
import type { CircleReviewRow, CircleReviewsRepository } from "./circle-reviews.repository.ts";
import { isSeatMember, mayReviewSeat, seesSeat } from "./circles.policy.ts";
import type { CirclesRepository } from "./circles.repository.ts";

/** How many reviews the circle's page shows (newest first). */
const REVIEWS_SHOWN = 20;

const present = (r: CircleReviewRow): CircleReview => ({
  id: r.id,
  rating: r.rating,
  comment: r.comment,
  nickname: r.nickname,
  createdAt: new Date(r.created_at).toISOString(),
  held: r.moderation_state !== "visible",
});

export interface CircleReviewsDeps {
  reviews: CircleReviewsRepository;
  circles: Pick<CirclesRepository, "seat" | "circle">;
  writeCheck?: Pick<WriteCheckService, "check" | "record">;
  now?: () => number;
}

export function createCircleReviewsService(d: CircleReviewsDeps) {
  const now = d.now ?? Date.now;
  const pipeline = d.writeCheck && createWritePipeline(d.writeCheck);
  // The seat's member or the host may know the seat exists; only the member reviews from it.
  const seats = defineAccess({
    load: (id: string) => d.circles.seat(id),
    sees: seesSeat,
    notFound: () => new AppError(404, "SEAT_NOT_FOUND", CIRCLE_MSG.seatNotFound),
  });
  const memberOnly = permission(
    (userId: string, s: { seat: { memberId: string } }) => isSeatMember(userId, s),
    () => new AppError(403, "NOT_THE_SEAT_MEMBER", CIRCLE_MSG.seatNotFound),
  );

  return {
    /** One review per seat, by its member, once the meeting is over. */
    async review(user: SessionUser, seatId: string, rating: number, comment: string): Promise<CircleReview> {
      const s = await seats.require(user.id, seatId, memberOnly);
      if (!mayReviewSeat(s, now())) throw new AppError(400, "NOT_FINISHED", CIRCLE_REVIEW_MSG.notYet);
      const save = (moderationState: "visible" | "held") =>
        d.reviews.insert({
          occurrenceId: s.occurrence.id,
          seatId,
          memberId: user.id,
          rating,
          comment,
          moderationState,
        });
      try {
        // Stars alone have no words to check.
        const row =
          comment && pipeline
            ? (
                await pipeline.write("circle_review", user.id, comment, {
                  insert: ({ state }) => save(state),
                  context: () => ({ content: comment, rating }),
                  present: (stored) => stored,
                })
              ).shown
            : await save("visible");
        if (!row) throw new Error("circle review not stored");
        return {
          id: row.id,
          rating,
          comment,
          nickname: s.seat.nickname,
          createdAt: row.createdAt.toISOString(),
          held: row.moderationState !== "visible",
        };
      } catch (err) {
        if (pgCode(err) === PG.unique) throw new AppError(409, "ALREADY_REVIEWED", CIRCLE_REVIEW_MSG.once);
        throw err;
      }
    },

    /** A circle's reviews as the viewer (or a visitor) may read them. */
    async ofCircle(viewerId: string | null, circleId: string): Promise<CircleReviewList> {
      if (!(await d.circles.circle(circleId))) throw new AppError(404, "CIRCLE_NOT_FOUND", CIRCLE_MSG.notFound);
      const [summary, rows] = await Promise.all([
        d.reviews.summary(circleId, viewerId),
        d.reviews.ofCircle(circleId, viewerId, REVIEWS_SHOWN),
      ]);
      return { ...summary, reviews: rows.map(present) };
    },

    /** The seats the member has already reviewed (My circles offers a review on the others). */
    async mine(user: SessionUser) {
      return { seatIds: await d.reviews.reviewedSeats(user.id) };
    },
  };
}

export type CircleReviewsService = ReturnType<typeof createCircleReviewsService>;
