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
