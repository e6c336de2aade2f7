// The one place that says how much of a payment was given back, for every query that
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

/**
 * Raw SQL (text): where the money given back stands, for the lists and notices: 'refunded' once it all
 * reached the member, 'pending' while a worker holds it at the gateway, 'retrying' when a try failed
 * and nobody holds it (the reconciliation job tries again), 'none' when nothing is owed.
 */
export const refundStateSql = sql`(case
  when p.id is null or p.status not in ('captured', 'refunded') then 'none'
  when ${fullyRefunded} then 'refunded'
  when p.refund_status = 'pending' then
    (case when p.refund_claimed_until > now() then 'pending' else 'retrying' end)
  when exists (select 1 from refunds r where r.payment_id = p.id and r.status = 'pending') then
    (case when exists (select 1 from refunds r where r.payment_id = p.id and r.status = 'pending'
        and (r.claimed_until is null or r.claimed_until < now())) then 'retrying' else 'pending' end)
  when exists (select 1 from refunds r where r.payment_id = p.id and r.status = 'refunded') then 'refunded'
  else 'none' end)`;

/**
 * Raw SQL: every refund that reached a member, one row each (count them, sum `paise`, filter by `at`):
 * the refunds rows (admin, dispute), a cancellation's or late payment's whole-payment refund
 * (recorded on the payment: what it gave back is what the refunds rows had not), and the unused
 * sessions of a package given back (package_refunds, decision 036), and a circle seat's refund (its
 * own row: a seat is paid and refunded whole). The dashboard's money figures and
 * its ledger test read refunds only through this.
 */
export const refundEventsSql = sql`(select * from (
  select r.amount as paise, r.refunded_at as at from refunds r where r.status = 'refunded'
  union all
  select p.amount - coalesce((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status = 'refunded'), 0)
    as paise, p.refunded_at as at
  from payments p where ${fullyRefunded} and p.refunded_at is not null
  union all
  select pr.amount as paise, pr.refunded_at as at from package_refunds pr where pr.status = 'refunded'
  union all
  select cs.amount as paise, cs.refunded_at as at from circle_seats cs where cs.status = 'refunded'
) e where e.paise > 0)`;
