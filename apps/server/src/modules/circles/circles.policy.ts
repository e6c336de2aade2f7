// Who may do what with a circle, and how a meeting's seats are shared out. Pure functions: the
// repository reads the locked rows, the service acts on what these decide.
import { CIRCLE_MEMBER_CANCEL_HOURS } from "@saathi/contract/circles";
import type { CircleRow, OccurrenceRow, OccurrenceState, SeatRow, WaitlistRow } from "./circle-rows.ts";

/** Only the host manages a circle: for everyone else it does not exist (the same 404). */
export const isHost = (userId: string, c: Pick<CircleRow, "expertId">) => c.expertId === userId;

/** A seat is its member's; its meeting's host sees it on the roster, nobody else at all. */
export const seesSeat = (userId: string, s: { seat: Pick<SeatRow, "memberId">; circle: Pick<CircleRow, "expertId"> }) =>
  s.seat.memberId === userId || s.circle.expertId === userId;

export const isSeatMember = (userId: string, s: { seat: Pick<SeatRow, "memberId"> }) => s.seat.memberId === userId;

/** A meeting takes seats while it is scheduled, its circle active, and it has not started. */
export const takesSeats = (st: Pick<OccurrenceState, "occurrence" | "circle">, now: number) =>
  st.occurrence.status === "scheduled" && st.circle.status === "active" && st.occurrence.startsAt.getTime() > now;

/** Live offers count as taken seats: a freed seat is kept for the person it was offered to. */
const offerLive = (w: WaitlistRow, now: number) => w.status === "offered" && (w.offeredUntil?.getTime() ?? 0) > now;

/** Seats nobody holds and no live offer keeps. */
export const freeSeats = (st: Pick<OccurrenceState, "occurrence" | "live" | "offers">, now: number) =>
  Math.max(0, st.occurrence.seats - st.live.length - st.offers.filter((w) => offerLive(w, now)).length);

/** The lowest seat number no live seat has (null when every number is taken). */
export function freeSeatNumber(live: Pick<SeatRow, "seatNumber">[], capacity: number): number | null {
  const used = new Set(live.map((s) => s.seatNumber));
  for (let n = 1; n <= capacity; n++) if (!used.has(n)) return n;
  return null;
}

/**
 * Free seats go to the people waiting, first come first served, before anyone else may take one:
 * the entries to offer now (as many as there are free seats).
 */
export const offersToMake = (st: Pick<OccurrenceState, "occurrence" | "live" | "offers" | "waiting">, now: number) =>
  st.waiting.slice(0, freeSeats(st, now));

export type BookDecision =
  | { kind: "existing"; seat: SeatRow }
  | { kind: "take"; seatNumber: number; offerId: string | null }
  | { kind: "full" }
  | { kind: "closed" };

/**
 * A member asks for a seat: their live seat answers again; a seat offered to them is theirs; otherwise
 * a free seat nobody waits for. Waiting people come first: with anyone waiting, a walk-in finds it full.
 */
export function decideBook(st: OccurrenceState, memberId: string, now: number): BookDecision {
  const own = st.live.find((s) => s.memberId === memberId);
  if (own) return { kind: "existing", seat: own };
  if (!takesSeats(st, now)) return { kind: "closed" };
  const number = freeSeatNumber(st.live, st.occurrence.seats);
  const offer = st.offers.find((w) => w.memberId === memberId && offerLive(w, now));
  if (offer && number !== null) return { kind: "take", seatNumber: number, offerId: offer.id };
  const othersWaiting = st.waiting.some((w) => w.memberId !== memberId);
  if (number === null || freeSeats(st, now) === 0 || othersWaiting) return { kind: "full" };
  return { kind: "take", seatNumber: number, offerId: null };
}

export type WaitDecision = "join" | "already" | "hasSeat" | "notFull" | "closed";

/** Joining the waitlist: only for a full meeting still taking seats, once. */
export function decideWait(st: OccurrenceState, memberId: string, now: number): WaitDecision {
  if (st.live.some((s) => s.memberId === memberId)) return "hasSeat";
  if ([...st.waiting, ...st.offers].some((w) => w.memberId === memberId)) return "already";
  if (!takesSeats(st, now)) return "closed";
  const book = decideBook(st, memberId, now);
  return book.kind === "take" ? "notFull" : "join";
}

/**
 * A member cancels a confirmed seat with a full refund until the cutoff before the meeting; after the
 * host moved the meeting, a seat taken before the move may be cancelled (refunded) until it starts.
 */
export function mayMemberCancel(
  seat: Pick<SeatRow, "status" | "createdAt">,
  occ: { startsAt: Date; status: string; movedAt: Date | null },
  now: number,
): "ok" | "notConfirmed" | "tooLate" {
  if (seat.status !== "confirmed" || occ.status !== "scheduled" || occ.startsAt.getTime() <= now) return "notConfirmed";
  const movedAfterBooking = occ.movedAt !== null && occ.movedAt.getTime() > seat.createdAt.getTime();
  if (movedAfterBooking) return "ok";
  return occ.startsAt.getTime() - now >= CIRCLE_MEMBER_CANCEL_HOURS * 3_600_000 ? "ok" : "tooLate";
}

/** A paid seat that is no longer confirmed and has not been refunded yet owes its member the money. */
export const refundOwed = (s: Pick<SeatRow, "status" | "gatewayPaymentId" | "amount">) =>
  (s.status === "cancelled" || s.status === "expired") && s.gatewayPaymentId !== null && s.amount > 0;

export const refundState = (s: Pick<SeatRow, "status" | "gatewayPaymentId" | "amount">) =>
  s.status === "refunded" ? "refunded" : refundOwed(s) ? "pending" : "none";

/**
 * A captured payment for a seat, decided on the locked seat:
 *   held, nothing recorded           → confirm
 *   cancelled or expired, nothing    → refund (the seat was let go before the money came)
 *   this payment recorded before     → repeat
 *   another payment recorded before  → refundExtra (paid twice: give the second back)
 */
export type SeatSettleStep = "confirm" | "refund" | "repeat" | "refundExtra";
export function decideSeatSettle(s: Pick<SeatRow, "status" | "gatewayPaymentId">, paymentId: string): SeatSettleStep {
  if (s.gatewayPaymentId !== null) return s.gatewayPaymentId === paymentId ? "repeat" : "refundExtra";
  return s.status === "held" ? "confirm" : "refund";
}

/** A seat's member reviews the meeting once it is over, and only from a seat they held to the end (confirmed). */
export const mayReviewSeat = (
  s: { seat: Pick<SeatRow, "status">; occurrence: Pick<OccurrenceRow, "status" | "endsAt"> },
  now: number,
) => s.seat.status === "confirmed" && s.occurrence.status !== "cancelled" && s.occurrence.endsAt.getTime() <= now;
