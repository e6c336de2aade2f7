// Refunds as the console shows them.
import type { AdminRefund } from "@saathi/contract/admin-money";
import type { RefundRow } from "./refunds.repository.ts";

export function presentRefund(r: RefundRow): AdminRefund {
  return {
    id: r.id,
    amount: r.amount,
    reason: r.reason,
    source: r.source as AdminRefund["source"],
    status: r.status as AdminRefund["status"],
    gatewayRefundId: r.gatewayRefundId,
    createdAt: r.createdAt.toISOString(),
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}

/** ₹1,234.50 for emails (paise in, rupees with 2 decimals out). */
export const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
