// The payouts ledger's reads (sessions of a month, per expert) and the payout records. Reads and writes
// only: the arithmetic is platform/payments/money.ts ledgerLine, applied by payouts.service.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { refundedDoneSql, refundPendingSql } from "../../platform/db/refund-columns.ts";
import { payouts } from "../../platform/db/schema/trust.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export type PayoutRecordRow = typeof payouts.$inferSelect;

/** One paid session of the month with its split at capture and its refunds (done + pending). */
export const ledgerDbLine = z.object({
  booking_id: z.string(),
  expert_id: z.string(),
  starts_at: z.string(),
  member_name: z.string(),
  amount: z.number(),
  tax: z.number(),
  commission: z.number(),
  earning: z.number(),
  refunds: z.number(),
  /** 'session' or 'circle_seat' (the expert's panel tells them apart; the ledger counts both alike). */
  kind: z.string(),
});
export type LedgerDbLine = z.infer<typeof ledgerDbLine>;
/**
 * The sessions a month's ledger counts: CONFIRMED bookings starting in the month whose payment was
 * captured (cancelled ones are refunded in full and earn nothing). Uses bookings_expert_idx for one
 * expert, bookings_starts_idx for a month.
 */
const lineSelect = sql`select b.id as booking_id, b.expert_id, b.starts_at, m.name as member_name,
    p.amount, coalesce(p.tax, 0) as tax, coalesce(p.commission, 0) as commission, coalesce(p.earning, 0) as earning,
    (${refundedDoneSql} + ${refundPendingSql}) as refunds, 'session' as kind
  from bookings b join payments p on p.booking_id = b.id join "user" m on m.id = b.client_id`;
const counted = (from: Date, to: Date) => sql`b.status = 'CONFIRMED' and p.status in ('captured', 'refunded')
  and b.starts_at >= ${from.toISOString()}::timestamptz and b.starts_at < ${to.toISOString()}::timestamptz`;

/**
 * A circle seat counts like a session: a confirmed, paid seat of a meeting that was not cancelled, in
 * the month of its meeting, with its split at capture (a cancelled seat is refunded in full and earns
 * nothing, like a cancelled booking). Its id stands in the line's `booking_id`.
 */
const seatSelect = sql`select s.id as booking_id, c.expert_id, o.starts_at, m.name as member_name,
    s.amount, coalesce(s.tax, 0) as tax, coalesce(s.commission, 0) as commission, coalesce(s.earning, 0) as earning,
    0 as refunds, 'circle_seat' as kind
  from circle_seats s join circle_occurrences o on o.id = s.occurrence_id join circles c on c.id = o.circle_id
    join "user" m on m.id = s.member_id`;
const seatCounted = (from: Date, to: Date) => sql`s.status = 'confirmed' and s.amount > 0
  and s.gateway_payment_id is not null and o.status <> 'cancelled'
  and o.starts_at >= ${from.toISOString()}::timestamptz and o.starts_at < ${to.toISOString()}::timestamptz`;

export function createPayoutsRepository(db: Db) {
  return {
    async linesOf(expertIds: string[], from: Date, to: Date): Promise<LedgerDbLine[]> {
      if (expertIds.length === 0) return [];
      return queryRows(
        db,
        ledgerDbLine,
        sql`select * from (${lineSelect}
        where b.expert_id = any(${sql`array[${sql.join(
          expertIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`}) and ${counted(from, to)}
        union all ${seatSelect} where c.expert_id = any(${sql`array[${sql.join(
          expertIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`}) and ${seatCounted(from, to)}) l
        order by l.starts_at, l.booking_id`,
      );
    },

    /** Every line of the month (CSV of all experts). */
    allLines(from: Date, to: Date): Promise<LedgerDbLine[]> {
      return queryRows(
        db,
        ledgerDbLine,
        sql`select * from (${lineSelect} where ${counted(from, to)}
          union all ${seatSelect} where ${seatCounted(from, to)}) l order by l.expert_id, l.starts_at`,
      );
    },

    /** One page of the experts with sessions in the month, by email; `q` filters name or email. */
    async expertsPage(from: Date, to: Date, q: string | undefined, dir: "asc" | "desc", limit: number, offset: number) {
      const like = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const filter = like ? sql`and (lower(e.email) like ${like} or lower(e.name) like ${like})` : sql``;
      const order = dir === "asc" ? sql`e.email asc` : sql`e.email desc`;
      // Experts in email order, each asked "any counted session this month?" on bookings_expert_idx:
      // cheaper than grouping a month of bookings, and the page is in the order it is shown.
      const rows = await queryRows(
        db,
        z.object({ id: z.string(), name: z.string(), email: z.string(), total: z.number() }),
        sql`
        select e.id, e.name, e.email, count(*) over ()::int as total
        from "user" e
        where e.role = 'expert' ${filter}
          and exists (select 1 from bookings b join payments p on p.booking_id = b.id
            where b.expert_id = e.id and ${counted(from, to)}
            union all select 1 from circles c join circle_occurrences o on o.circle_id = c.id
              join circle_seats s on s.occurrence_id = o.id where c.expert_id = e.id and ${seatCounted(from, to)})
        order by ${order} limit ${limit} offset ${offset}`,
      );
      return { experts: rows, total: rows[0]?.total ?? 0 };
    },

    /**
     * Circle seats of an expert's meetings in the month that were cancelled and given back (refunded,
     * or owed and being sent): how many, and how much went back to members.
     */
    async refundedSeats(expertId: string, from: Date, to: Date) {
      const rows = await queryRows(
        db,
        z.object({ count: z.number(), paise: z.number() }),
        sql`select count(*)::int as count, coalesce(sum(s.amount), 0)::int as paise
          from circle_seats s join circle_occurrences o on o.id = s.occurrence_id join circles c on c.id = o.circle_id
          where c.expert_id = ${expertId} and s.amount > 0 and s.gateway_payment_id is not null
            and s.status in ('refunded', 'cancelled', 'expired')
            and o.starts_at >= ${from.toISOString()}::timestamptz and o.starts_at < ${to.toISOString()}::timestamptz`,
      );
      return rows[0] ?? { count: 0, paise: 0 };
    },

    async expert(id: string) {
      const rows = await queryRows(
        db,
        z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() }),
        sql`
        select id, name, email, role from "user" where id = ${id}`,
      );
      return rows[0] ?? null;
    },

    async records(expertIds: string[], period: string) {
      if (expertIds.length === 0) return [];
      return db
        .select()
        .from(payouts)
        .where(and(eq(payouts.period, period), inArray(payouts.expertId, expertIds)));
    },

    async record(expertId: string, period: string) {
      const [row] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.expertId, expertId), eq(payouts.period, period)));
      return row ?? null;
    },

    /** Inserts the payout with its audit record; null when this expert and month were paid before. */
    async insert(p: typeof payouts.$inferInsert, audit: AuditRecord) {
      return db.transaction(async (tx) => {
        const rows = await tx.insert(payouts).values(p).onConflictDoNothing().returning();
        if (!rows[0]) return null;
        await writeAudit(tx, { ...audit, targetId: rows[0].id });
        return rows[0];
      });
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
