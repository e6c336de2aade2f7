// The money rules as pure functions: how much of a payment may still be refunded, who may
// report or answer a problem and when, what a dispute resolution refunds, and a month's bounds.
import { DISPUTE_WINDOW_DAYS } from "@saathi/contract/booking-disputes";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A payment as the refund rules see it, with what its refunds already committed (done + pending). */
export interface RefundablePayment {
  status: string;
  amount: number;
  gatewayPaymentId: string | null;
  refundStatus: string;
  /** Paise refunded or on their way through refunds rows. */
  committed: number;
}

/** Paise that can still be refunded: nothing unless captured; a cancellation refund takes it all. */
export function refundable(p: RefundablePayment | null): number {
  if (!p || p.status !== "captured" || !p.gatewayPaymentId) return 0;
  if (p.refundStatus === "pending" || p.refundStatus === "refunded") return 0;
  return Math.max(0, p.amount - p.committed);
}

export type RefundRefusal = "not_paid" | "nothing_left" | "over_refund" | null;

/** Why a refund of `amount` may not be made, or null when it may. */
export function refundRefusal(p: RefundablePayment | null, amount: number): RefundRefusal {
  if (!p || (p.status !== "captured" && p.status !== "refunded") || !p.gatewayPaymentId) return "not_paid";
  const left = refundable(p);
  if (left === 0) return "nothing_left";
  if (!Number.isInteger(amount) || amount < 1 || amount > left) return "over_refund";
  return null;
}

/** After a successful refund: is the payment now refunded in full? */
export const isFullyRefunded = (amount: number, refundedSoFar: number) => refundedSoFar >= amount;

/** A booking as the dispute rules see it. */
export interface DisputableBooking {
  clientId: string;
  expertId: string;
  status: string;
  endsAt: Date;
}

export const isBookingMember = (userId: string, b: Pick<DisputableBooking, "clientId">) => b.clientId === userId;
export const isBookingExpert = (userId: string, b: Pick<DisputableBooking, "expertId">) => b.expertId === userId;
export const canSeeDispute = (userId: string, b: Pick<DisputableBooking, "clientId" | "expertId">) =>
  isBookingMember(userId, b) || isBookingExpert(userId, b);

/**
 * Why a member may not report a problem on this booking now, or null. `opensAt`: from when (the end
 * by default; 'I need help' after a no-show opens it 15 minutes after the start).
 */
export function reportRefusal(
  b: DisputableBooking,
  now: number,
  opensAt = b.endsAt.getTime(),
): "not_completed" | "window_closed" | null {
  if (b.status !== "CONFIRMED" || opensAt > now) return "not_completed";
  if (now > b.endsAt.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS) return "window_closed";
  return null;
}

/** Why the expert may not answer this dispute, or null: once, while it is open. */
export function replyRefusal(d: { status: string; expertReply: string | null }): "replied" | "closed" | null {
  if (d.expertReply !== null) return "replied";
  if (d.status !== "open") return "closed";
  return null;
}

/**
 * The paise a resolution refunds: everything still refundable for 'refund', the admin's amount for
 * 'partial' (refused when more than what remains, or when it is in fact everything), none for 'none'.
 */
export function resolutionAmount(
  resolution: "refund" | "partial" | "none",
  amount: number | undefined,
  left: number,
): { ok: true; amount: number } | { ok: false; why: "nothing_left" | "over_refund" | "amount_required" } {
  if (resolution === "none") return { ok: true, amount: 0 };
  if (left <= 0) return { ok: false, why: "nothing_left" };
  if (resolution === "refund") return { ok: true, amount: left };
  if (amount === undefined) return { ok: false, why: "amount_required" };
  if (!Number.isInteger(amount) || amount < 1 || amount > left) return { ok: false, why: "over_refund" };
  return { ok: true, amount };
}

/** The instants a month (YYYY-MM) starts and ends in Asia/Kolkata (UTC+05:30, no daylight saving). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const ist = (year: number, mon: number) => new Date(Date.UTC(year, mon - 1, 1) - 330 * 60_000);
  return { from: ist(y, m), to: m === 12 ? ist(y + 1, 1) : ist(y, m + 1) };
}

/** A month can be marked paid once it is over (in Asia/Kolkata). */
export const monthIsOver = (month: string, now: number) => monthBounds(month).to.getTime() <= now;

/** Why a month may not be marked paid for an expert, or null. */
export function markPaidRefusal(
  month: string,
  now: number,
  figures: { sessions: number; net: number },
): "month_not_over" | "nothing_to_pay" | null {
  if (!monthIsOver(month, now)) return "month_not_over";
  if (figures.sessions === 0 || figures.net <= 0) return "nothing_to_pay";
  return null;
}

/** Paise left to refund from list figures (refunded and pending already summed, as the console reads them). */
export function leftToRefund(p: { amount: number | null; status: string | null; done: number; pending: number }) {
  if (p.status !== "captured" || p.amount === null) return 0;
  return Math.max(0, p.amount - p.done - p.pending);
}
