// Who may do what with a booking. One rule for HTTP and for background work.
import type { BookingRow } from "./bookings.repository.ts";

/** Only the member who booked and the expert booked may see or act on a booking. */
export const canSeeBooking = (userId: string, b: Pick<BookingRow, "clientId" | "expertId">) =>
  b.clientId === userId || b.expertId === userId;

export const cancellerSide = (userId: string, b: Pick<BookingRow, "clientId">): "member" | "expert" =>
  b.clientId === userId ? "member" : "expert";

/** Only confirmed sessions that have not started can be cancelled. */
export const canCancel = (b: Pick<BookingRow, "status" | "startsAt">, now: number) =>
  b.status === "CONFIRMED" && b.startsAt.getTime() > now;
