// Who may do what with a booking. One rule for HTTP and for background work.
import { MAX_LIVE_HOLDS_PER_MEMBER } from "@saathi/contract/bookings";
import { PACKAGE_PAYMENT_PROVIDER } from "@saathi/contract/packages";
import type { BookingRow } from "./bookings.repository.ts";

/** Only the member who booked and the expert booked may see or act on a booking. */
export const canSeeBooking = (userId: string, b: Pick<BookingRow, "clientId" | "expertId">) =>
  b.clientId === userId || b.expertId === userId;

export const cancellerSide = (userId: string, b: Pick<BookingRow, "clientId">): "member" | "expert" =>
  b.clientId === userId ? "member" : "expert";

/** Only confirmed sessions that have not started can be cancelled. */
export const canCancel = (b: Pick<BookingRow, "status" | "startsAt">, now: number) =>
  b.status === "CONFIRMED" && b.startsAt.getTime() > now;

/**
 * One member may keep only a few unpaid holds at once, so nobody can empty an expert's calendar by
 * holding and never paying. A retry of a create that already holds (same Idempotency-Key) is no new
 * hold: it answers the existing one.
 */
export const mayHoldAnother = (h: { liveHolds: number; sameKeyExists: boolean }) =>
  h.sameKeyExists || h.liveHolds < MAX_LIVE_HOLDS_PER_MEMBER;

/** Only the member who placed an order (a booking's or a course purchase's) may pay or fail it. */
export const ownsOrder = (userId: string, order: { userId: string }) => order.userId === userId;

/** Paying for, releasing and reviewing a booking are the booking member's acts, not the expert's. */
export const isBookingMember = (userId: string, b: Pick<BookingRow, "clientId">) => b.clientId === userId;

/** The member moves their own session themselves until this long before it starts. */
export const mayMemberMove = (b: Pick<BookingRow, "startsAt">, now: number, minHours: number) =>
  b.startsAt.getTime() - now >= minHours * 3_600_000;

/** Only the booking's expert proposes a new time. */
export const isBookingExpert = (userId: string, b: Pick<BookingRow, "expertId">) => b.expertId === userId;

/**
 * A session paid with a package credit (decision 036): cancelling it gives the credit back (its
 * booking no longer counts as used), never money from the package's payment.
 */
export const paidFromPackage = (p: { provider: string }) => p.provider === PACKAGE_PAYMENT_PROVIDER;
