// CSV of the payouts ledger (RFC 4180): quoted when needed, formulas defused, rupees with 2 decimals.

/** Paise as rupees with exactly two decimals ("1234.50", "-0.05"); no floating point involved. */
export function rupeesCsv(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** One field: text a spreadsheet would run as a formula gets a leading quote; quotes are doubled. */
export function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(",")}\r\n`;
