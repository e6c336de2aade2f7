// The console's bookings search: one page of bookings with their payment, refunds and
// both people, filtered server-side. Ordered by starts_at on bookings_starts_idx; the count stops at
// ADMIN_BOOKINGS_COUNT_CAP so a page never counts 500,000 rows.
import {
  ADMIN_BOOKINGS_COUNT_CAP,
  ADMIN_BOOKINGS_PEOPLE_CAP,
  type AdminBookingsQuery,
} from "@saathi/contract/admin-money";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { disputeColumn, disputeJson } from "../../platform/db/dispute-columns.ts";
import { profileIdsMatching } from "../../platform/db/person-columns.ts";
import { refundedDoneSql, refundPendingSql } from "../../platform/db/refund-columns.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";

export const adminBookingDbRow = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  session_type: z.string(),
  language: z.string(),
  cancelled_by: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  hold_expires_at: z.string(),
  cancelled_at: z.string().nullable(),
  member_id: z.string(),
  member_name: z.string(),
  member_email: z.string(),
  expert_id: z.string(),
  expert_name: z.string(),
  expert_email: z.string(),
  pay_status: z.string().nullable(),
  gateway_order_id: z.string().nullable(),
  gateway_payment_id: z.string().nullable(),
  pay_gateway_refund_id: z.string().nullable(),
  refund_status: z.string().nullable(),
  tax: z.number().nullable(),
  commission: z.number().nullable(),
  earning: z.number().nullable(),
  captured_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refunded_done: z.number(),
  refund_pending: z.number(),
  refund_ids: z.array(z.string()),
  dispute: disputeJson.nullable(),
});
export type AdminBookingDbRow = z.infer<typeof adminBookingDbRow>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** People whose email, username or profile name contains `text`; each arm uses its pg_trgm index. */
const peopleMatching = (text: string) => {
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (text.includes("@")) return sql`select id from "user" where lower(email) like ${like}`;
  return sql`select id from "user" where lower(email) like ${like} union ${profileIdsMatching(like)}`;
};

/**
 * At most ADMIN_BOOKINGS_PEOPLE_CAP of them, as a subquery: a semi-join over a short list lets the planner
 * reach bookings through their (client_id | expert_id, starts_at) indexes; over thousands of people it
 * chose a nested loop costing a second (bench/admin.ts). `peopleCapped` tells the console when the cap cut.
 */
const usersMatching = (text: string) => sql`(${peopleMatching(text)} limit ${ADMIN_BOOKINGS_PEOPLE_CAP})`;

const refundFilter: Record<NonNullable<AdminBookingsQuery["refund"]>, SQL> = {
  refunded: sql`(p.status = 'refunded' or p.refund_status = 'refunded')`,
  pending: sql`((p.status = 'captured' and p.refund_status = 'pending')
    or b.id in (select r.booking_id from refunds r where r.status = 'pending'))`,
  partial: sql`(p.status = 'captured' and p.refund_status = 'none'
    and b.id in (select r.booking_id from refunds r where r.status = 'refunded'))`,
  none: sql`(p.id is null or (p.status <> 'refunded' and p.refund_status = 'none'
    and b.id not in (select r.booking_id from refunds r where r.status in ('pending', 'refunded'))))`,
};

function whereOf(q: AdminBookingsQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.member) parts.push(sql`b.client_id in ${usersMatching(q.member)}`);
  if (q.expert) parts.push(sql`b.expert_id in ${usersMatching(q.expert)}`);
  if (q.from) parts.push(sql`b.starts_at >= (${q.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  if (q.to) parts.push(sql`b.starts_at < (${q.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`);
  if (q.status) parts.push(sql`b.status = ${q.status}`);
  if (q.payment) parts.push(sql`p.status = ${q.payment}`);
  if (q.refund) parts.push(refundFilter[q.refund]);
  if (q.q) {
    // A booking id, or the gateway's order / payment id pasted from its dashboard.
    parts.push(
      UUID.test(q.q) ? sql`b.id = ${q.q}::uuid` : sql`(p.gateway_order_id = ${q.q} or p.gateway_payment_id = ${q.q})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const columns = sql`b.id, b.starts_at, b.ends_at, b.status, b.amount, b.currency, b.session_type, b.language,
  b.cancelled_by, b.cancel_reason, b.created_at, b.hold_expires_at, b.cancelled_at,
  m.id as member_id, m.name as member_name, m.email as member_email,
  e.id as expert_id, e.name as expert_name, e.email as expert_email,
  p.status as pay_status, p.gateway_order_id, p.gateway_payment_id, p.gateway_refund_id as pay_gateway_refund_id,
  p.refund_status, p.tax, p.commission, p.earning, p.captured_at, p.refunded_at,
  ${refundedDoneSql} as refunded_done, ${refundPendingSql} as refund_pending,
  array(select r.gateway_refund_id from refunds r where r.payment_id = p.id and r.gateway_refund_id is not null
    order by r.created_at) as refund_ids,
  ${disputeColumn(sql`b.id`)}`;

const from = sql`from bookings b
  left join payments p on p.booking_id = b.id
  join "user" m on m.id = b.client_id
  join "user" e on e.id = b.expert_id`;

export function createAdminBookingsRepository(db: Db) {
  return {
    async page(q: AdminBookingsQuery) {
      const where = whereOf(q);
      const order =
        q.dir === "asc" ? sql`b.starts_at asc nulls first, b.id asc` : sql`b.starts_at desc nulls last, b.id desc`;
      const capped = async (text: string | undefined) => {
        if (!text) return false;
        const rows = await queryRows(
          db,
          z.object({ n: z.number() }),
          sql`select count(*)::int as n from (${peopleMatching(text)} limit ${ADMIN_BOOKINGS_PEOPLE_CAP + 1}) t`,
        );
        return (rows[0]?.n ?? 0) > ADMIN_BOOKINGS_PEOPLE_CAP;
      };
      const [list, count, memberCapped, expertCapped] = await Promise.all([
        // The page's ids first (an index walk over bookings and payments only), then the columns of
        // those rows: building every skipped row cost 580 ms at page 1000 of 500,000 (bench/admin.ts).
        queryRows(
          db,
          adminBookingDbRow,
          sql`with page as (select b.id from bookings b left join payments p on p.booking_id = b.id
            where ${where} order by ${order} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize})
          select ${columns} ${from} where b.id in (select id from page) order by ${order}`,
        ),
        queryRows(
          db,
          z.object({ n: z.number() }),
          sql`select count(*)::int as n from (select 1 from bookings b
          left join payments p on p.booking_id = b.id where ${where} limit ${ADMIN_BOOKINGS_COUNT_CAP + 1}) t`,
        ),
        capped(q.member),
        capped(q.expert),
      ]);
      const n = count[0]?.n ?? 0;
      return {
        rows: list,
        total: Math.min(n, ADMIN_BOOKINGS_COUNT_CAP),
        totalCapped: n > ADMIN_BOOKINGS_COUNT_CAP,
        peopleCapped: memberCapped || expertCapped,
      };
    },

    async one(id: string) {
      return queryRow(db, adminBookingDbRow, sql`select ${columns} ${from} where b.id = ${id}`);
    },
  };
}

export type AdminBookingsRepository = ReturnType<typeof createAdminBookingsRepository>;
