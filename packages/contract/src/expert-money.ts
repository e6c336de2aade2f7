// The expert's own money panel: a month's earnings from sessions and circle seats, figured line by line
// exactly as the payouts ledger figures them (the same lines, the same arithmetic), so the panel and the
// payout agree to the paisa. Circle seats carry no member name (a circle's roster is nicknames only).
import { z } from "zod";
import { ledgerFiguresSchema, monthSchema } from "./admin-money.ts";

/** GET /api/expert/money?month=YYYY-MM (India time months). */
export const expertMoneyQuerySchema = z.object({ month: monthSchema });

/** What one line earned: a session, or a paid seat in a circle the expert hosts. */
export const expertMoneyLineSchema = z.object({
  id: z.string(),
  kind: z.enum(["session", "circle_seat"]),
  startsAt: z.string(),
  gross: z.number().int(),
  tax: z.number().int(),
  commission: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
});
export type ExpertMoneyLine = z.infer<typeof expertMoneyLineSchema>;

/** A count and its money in paise. */
const tallySchema = z.object({ count: z.number().int(), gross: z.number().int(), net: z.number().int() });

export const expertMoneySchema = z.object({
  month: z.string(),
  /** Every counted line (sessions and circle seats): the payouts ledger's totals for this expert and month. */
  totals: ledgerFiguresSchema,
  sessions: tallySchema,
  circleSeats: tallySchema,
  /** Circle seats of the month's meetings given back to their members (cancelled and refunded): no earning. */
  refundedSeats: z.object({ count: z.number().int(), paise: z.number().int() }),
  lines: z.array(expertMoneyLineSchema),
  /** Whether the month was paid out to the expert. */
  paid: z.boolean(),
});
export type ExpertMoney = z.infer<typeof expertMoneySchema>;
