/** How a session's price splits (paise): GST is included in the price; commission is taken after GST. */
export interface MoneySplit {
  amount: number;
  tax: number;
  commission: number;
  earning: number;
}

export function splitPayment(amount: number, gstPercent: number, commissionPercent: number): MoneySplit {
  const tax = Math.round((amount * gstPercent) / (100 + gstPercent));
  const commission = Math.round(((amount - tax) * commissionPercent) / 100);
  return { amount, tax, commission, earning: amount - tax - commission };
}

/** One session's figures after refunds (paise): what the ledger and the expert's money panel show. */
export interface LedgerLine {
  gross: number;
  tax: number;
  commission: number;
  refunds: number;
  net: number;
}

/**
 * The effect of refunds on a session's split: a refund of R out of the price A gives back
 * the same shares of GST and commission as the price had (rounded), and the rest of R comes out of
 * the expert's earning. So a full refund leaves 0 to everyone, and for every line
 * gross − refunds − tax − commission = net exactly. `refunds` is capped at the price.
 */
export function ledgerLine(split: MoneySplit, refunded: number): LedgerLine {
  const r = Math.min(Math.max(0, refunded), split.amount);
  const share = (part: number) => (split.amount > 0 ? Math.round((part * r) / split.amount) : 0);
  const taxBack = share(split.tax);
  const commissionBack = share(split.commission);
  const earningBack = r - taxBack - commissionBack;
  return {
    gross: split.amount,
    tax: split.tax - taxBack,
    commission: split.commission - commissionBack,
    refunds: r,
    net: split.earning - earningBack,
  };
}

/** Sums ledger lines (a month of one expert). */
export function sumLedger(lines: LedgerLine[]): LedgerLine & { sessions: number } {
  const t = { sessions: lines.length, gross: 0, tax: 0, commission: 0, refunds: 0, net: 0 };
  for (const l of lines) {
    t.gross += l.gross;
    t.tax += l.tax;
    t.commission += l.commission;
    t.refunds += l.refunds;
    t.net += l.net;
  }
  return t;
}
