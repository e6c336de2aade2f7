// A booking, loaded and checked in one step (platform/access/access.ts): every service method that acts
// on one booking starts here and uses the row it hands back, so the booking is read once and the
// policy is never skipped. Anyone who is not on the booking's required side is told it does not exist,
// exactly like a missing booking.
import { BOOKING_MSG } from "@saathi/contract/bookings";
import { defineAccess } from "../../platform/access/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import { canSeeBooking, isBookingExpert, isBookingMember } from "./bookings.policy.ts";
import type { BookingRow, BookingsRepository } from "./bookings.repository.ts";

export const bookingNotFound = () => new AppError(404, "BOOKING_NOT_FOUND", BOOKING_MSG.notFound);

/** A booking with its payment, as `find` reads it. */
export type FoundBooking = NonNullable<Awaited<ReturnType<BookingsRepository["find"]>>>;

export function createBookingAccess(repo: Pick<BookingsRepository, "find">) {
  const load = (id: string) => repo.find(id);
  const on = (sees: (userId: string, b: BookingRow) => boolean) =>
    defineAccess<string, FoundBooking>({
      load,
      sees: (userId, f) => sees(userId, f.booking),
      notFound: bookingNotFound,
    });
  return {
    /** Paying, releasing, reviewing, moving it, answering a proposal: the member who booked. */
    member: on(isBookingMember),
    /** Proposing a new time: the booked expert. */
    expert: on(isBookingExpert),
    /** Cancelling: either of its two people. */
    party: on(canSeeBooking),
  };
}

export type BookingAccess = ReturnType<typeof createBookingAccess>;
