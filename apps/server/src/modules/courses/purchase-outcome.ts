// What a captured payment does to a course purchase, and what the member is told, decided from the
// stored rows alone (pure; the repository reads and writes, the service acts).
//
//   no payment recorded, course not owned otherwise   → pay         (PAID: the course opens)
//   no payment recorded, course owned by another buy   → refundDuplicate (CANCELLED with this payment, given back)
//   this payment recorded before                       → repeat      (nothing to write, nothing to refund)
//   another payment recorded before on this purchase   → refundExtra (the member paid twice: give it back)
//
// A late payment for a closed (CANCELLED or FAILED) purchase still opens the course: a course has no
// slot that could have gone to someone else, so taking the money and opening it is the honest outcome.

/** The columns of a purchase that decide a settle. */
export interface PurchaseSettleRow {
  status: string;
  gatewayPaymentId: string | null;
}

export type PurchaseStep = "pay" | "refundDuplicate" | "repeat" | "refundExtra";

/** The step for payment `paymentId`; `ownedElsewhere`: another purchase of the same course is PAID. */
export function decidePurchaseSettle(p: PurchaseSettleRow, paymentId: string, ownedElsewhere: boolean): PurchaseStep {
  if (p.gatewayPaymentId) return p.gatewayPaymentId === paymentId ? "repeat" : "refundExtra";
  return ownedElsewhere ? "refundDuplicate" : "pay";
}

/**
 * What became of payment `paymentId` (the webhook's status): 'paid' when it is the payment that made
 * this purchase PAID, 'duplicate' when it was given back. Either way the member owns the course.
 */
export function purchaseAnswer(p: PurchaseSettleRow, paymentId: string): "paid" | "duplicate" {
  return p.status === "PAID" && p.gatewayPaymentId === paymentId ? "paid" : "duplicate";
}
