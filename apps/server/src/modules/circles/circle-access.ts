// Who may see a circle, a meeting or a seat, loaded and checked in one step (platform/access): a
// circle or meeting only its host manages, a seat its member (and the host) sees.
import { CIRCLE_MSG } from "@saathi/contract/circles";
import { defineAccess, permission } from "../../platform/access/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import { notFound, occurrenceNotFound, seatNotFound } from "./circle-errors.ts";
import type { CircleRow, SeatRow } from "./circle-rows.ts";
import { isHost, isSeatMember, seesSeat } from "./circles.policy.ts";
import type { CirclesRepository } from "./circles.repository.ts";

export function createCircleAccess(repo: CirclesRepository) {
  return {
    /** A circle only its host manages: for anyone else it does not exist. */
    hosted: defineAccess({
      load: (id: string) => repo.circle(id),
      sees: (userId: string, c: CircleRow) => isHost(userId, c),
      notFound,
    }),
    hostedOccurrence: defineAccess({
      load: (id: string) => repo.occurrence(id),
      sees: (userId: string, o: { circle: CircleRow }) => isHost(userId, o.circle),
      notFound: occurrenceNotFound,
    }),
    seats: defineAccess({
      load: (id: string) => repo.seat(id),
      sees: seesSeat,
      notFound: seatNotFound,
    }),
    memberOnly: permission(
      (userId: string, s: { seat: SeatRow }) => isSeatMember(userId, s),
      () => new AppError(403, "NOT_THE_SEAT_MEMBER", CIRCLE_MSG.seatNotFound),
    ),
  };
}

export type CircleAccess = ReturnType<typeof createCircleAccess>;
