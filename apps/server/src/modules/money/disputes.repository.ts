// Booking disputes: 'Report a problem', the expert's one answer, the console queue and resolution.
// Reads and writes only; disputes.service.ts holds the rules.
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { disputeColumn, disputeJson } from "../../platform/db/dispute-columns.ts";
import { refundedDoneSql, refundPendingSql } from "../../platform/db/refund-columns.ts";
import { bookings } from "../../platform/db/schema/bookings.ts";
import { bookingDisputes } from "../../platform/db/schema/trust.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";

export type DisputeRow = typeof bookingDisputes.$inferSelect;

/** One console row: the dispute, its booking's facts and both people. */
export const adminDisputeDbRow = z.object({
  dispute: disputeJson,
  booking_id: z.string(),
  starts_at: z.string(),
  amount: z.number().nullable(),
  pay_status: z.string().nullable(),
  refunded_done: z.number(),
  refund_pending: z.number(),
  member_id: z.string(),
  member_name: z.string(),
  member_email: z.string(),
  expert_id: z.string(),
  expert_name: z.string(),
  expert_email: z.string(),
});
export type AdminDisputeDbRow = z.infer<typeof adminDisputeDbRow>;
const adminSelect = sql`select ${disputeColumn(sql`d0.booking_id`)}, d0.booking_id, b.starts_at, p.amount,
    p.status as pay_status, ${refundedDoneSql} as refunded_done, ${refundPendingSql} as refund_pending,
    m.id as member_id, m.name as member_name, m.email as member_email,
    e.id as expert_id, e.name as expert_name, e.email as expert_email
  from booking_disputes d0
  join bookings b on b.id = d0.booking_id
  left join payments p on p.booking_id = b.id
  join "user" m on m.id = d0.member_id
  join "user" e on e.id = d0.expert_id`;

export function createDisputesRepository(db: Db) {
  return {
    async booking(id: string) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row ?? null;
    },

    async byBooking(bookingId: string) {
      const [row] = await db.select().from(bookingDisputes).where(eq(bookingDisputes.bookingId, bookingId));
      return row ?? null;
    },

    async byId(id: string) {
      const [row] = await db.select().from(bookingDisputes).where(eq(bookingDisputes.id, id));
      return row ?? null;
    },

    /** Inserts the member's report; null when the booking has one already (one per booking). */
    async insert(d: { bookingId: string; memberId: string; expertId: string; category: string; description: string }) {
      const rows = await db.insert(bookingDisputes).values(d).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    /** The expert's one answer, only while none was given and the dispute is open. */
    async reply(id: string, message: string) {
      const rows = await db
        .update(bookingDisputes)
        .set({ expertReply: message, expertRepliedAt: new Date() })
        .where(and(eq(bookingDisputes.id, id), isNull(bookingDisputes.expertReply), eq(bookingDisputes.status, "open")))
        .returning();
      return rows[0] ?? null;
    },

    /** Marks the dispute resolved with its audit record in one transaction; null when resolved before. */
    async resolve(
      id: string,
      r: { resolution: string; refundAmount: number | null; message: string; resolvedBy: string },
      audit: AuditRecord,
    ) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(bookingDisputes)
          .set({
            status: "resolved",
            resolution: r.resolution,
            refundAmount: r.refundAmount,
            resolutionMessage: r.message,
            resolvedBy: r.resolvedBy,
            resolvedAt: new Date(),
          })
          .where(and(eq(bookingDisputes.id, id), eq(bookingDisputes.status, "open")))
          .returning();
        if (!rows[0]) return null;
        await writeAudit(tx, audit);
        return rows[0];
      });
    },

    /** The console queue: open first (oldest first: the longest waiting), then resolved (newest first). */
    async adminPage(status: "open" | "resolved" | "all", limit: number, offset: number) {
      const where =
        status === "all" ? sql`true` : status === "open" ? sql`d0.status = 'open'` : sql`d0.status = 'resolved'`;
      const [rows, count] = await Promise.all([
        queryRows(
          db,
          adminDisputeDbRow,
          sql`${adminSelect} where ${where}
          order by (d0.status = 'open') desc, case when d0.status = 'open' then d0.created_at end asc,
            d0.resolved_at desc nulls last, d0.id
          limit ${limit} offset ${offset}`,
        ),
        queryRows(
          db,
          z.object({ n: z.number() }),
          sql`select count(*)::int as n from booking_disputes d0 where ${where}`,
        ),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    async adminOne(id: string) {
      return queryRow(db, adminDisputeDbRow, sql`${adminSelect} where d0.id = ${id}`);
    },

    /** Emails of both people (for the resolution message). */
    async parties(bookingId: string) {
      const rows = await queryRows(
        db,
        z.object({ member_email: z.string(), expert_email: z.string() }),
        sql`
        select m.email as member_email, e.email as expert_email from bookings b
        join "user" m on m.id = b.client_id join "user" e on e.id = b.expert_id where b.id = ${bookingId}`,
      );
      return rows[0] ?? null;
    },
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
