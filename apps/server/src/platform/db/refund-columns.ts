// The one place that says how much of a payment was given back (issue 15), for every query that
// shows it: the member's and expert's booking lists, the admin's search and the payouts ledger.
// The payment is always aliased `p`. A cancellation refund (payments.status / refund_status) counts
// as the whole amount; otherwise the refunds rows add up. Failed refunds count for nothing.
import { sql } from "drizzle-orm";

const rowsSum = (status: "refunded" | "pending") =>
  sql`coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status = ${status}), 0)`;

const fullyRefunded = sql`(p.status = 'refunded' or p.refund_status = 'refunded')`;

/** Raw SQL (int): paise that reached the member. */
export const refundedDoneSql = sql`(case when p.id is null then 0 when ${fullyRefunded} then p.amount
  else ${rowsSum("refunded")} end)::int`;

/** Raw SQL (int): paise on their way (recorded, the gateway to be retried). */
export const refundPendingSql = sql`(case when p.id is null or ${fullyRefunded} then 0
  when p.refund_status = 'pending' then p.amount - ${rowsSum("refunded")}
  else ${rowsSum("pending")} end)::int`;
