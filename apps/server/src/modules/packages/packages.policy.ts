// Session packages' rules, pure (decision 036): who may see a purchase, and the arithmetic of shares.
//
// A package of n sessions at price P (paise) has the share s = floor(P / n). Every session booked
// with a credit takes s, and every unused session refunded gives back s, except the one event that
// takes the package's LAST open credit (a booking or a refund): it takes what is left,
// P − refunded − (shares of the sessions in use). So the shares always add up to P exactly, whichever
// order bookings, cancellations (which give a credit back) and refunds come in.
import { packageShare } from "@saathi/contract/packages";

/** A purchase as its arithmetic sees it: the credits in use are the shares of live bookings. */
export interface CreditState {
  sessions: number;
  price: number;
  refundedSessions: number;
  refundedAmount: number;
  /** Shares of the credits in use (bookings HELD or CONFIRMED, and fresh reservations). */
  inUse: number[];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Credits that can still be booked or refunded. */
export const remainingCredits = (s: CreditState) => Math.max(0, s.sessions - s.refundedSessions - s.inUse.length);

/** What is left of the price once refunds and the sessions in use have taken theirs. */
const leftOver = (s: CreditState) => s.price - s.refundedAmount - sum(s.inUse);

/** The share the next booked session takes; null when no credit is left. */
export function nextShare(s: CreditState): number | null {
  const left = remainingCredits(s);
  if (left <= 0) return null;
  return left === 1 ? leftOver(s) : packageShare(s.price, s.sessions);
}

/** What refunding `count` unused sessions gives back; null when fewer are unused. */
export function refundFor(s: CreditState, count: number): number | null {
  const left = remainingCredits(s);
  if (count < 1 || count > left) return null;
  return count === left ? leftOver(s) : count * packageShare(s.price, s.sessions);
}

/** A purchase's status after a refund. */
export const statusAfterRefund = (sessions: number, refundedSessions: number) =>
  refundedSessions >= sessions ? ("refunded" as const) : ("partly_refunded" as const);

/** A purchase is seen by its member and its expert; anyone else is told it does not exist. */
export const seesPurchase = (userId: string, p: { memberId: string; expertId: string }) =>
  p.memberId === userId || p.expertId === userId;

/** Only the member who bought it books, pays or refunds. */
export const isBuyer = (userId: string, p: { memberId: string }) => p.memberId === userId;

/** Credits can be spent and refunded only once the package is paid (partly refunded ones still have some). */
export const isSpendable = (status: string) => status === "paid" || status === "partly_refunded";

/**
 * What a captured payment for a purchase does, decided on the locked row:
 *   pending                              → pay (the credits open)
 *   paid before with this payment id     → repeat
 *   paid before with another payment id  → refundExtra (the member paid twice)
 *   failed (the checkout was closed)     → refundLate (the credits never open; the money goes back)
 */
export type PurchaseStep = "pay" | "repeat" | "refundExtra" | "refundLate";
export function decidePurchase(
  p: { status: string; gatewayPaymentId: string | null },
  paymentId: string,
): PurchaseStep {
  if (p.status === "pending") return "pay";
  if (p.status === "failed") return "refundLate";
  return p.gatewayPaymentId === paymentId ? "repeat" : "refundExtra";
}
