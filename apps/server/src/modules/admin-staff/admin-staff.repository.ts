// Reads and writes of staff accounts (role changes with their audit record, in one transaction), the
// dashboard's counts and the audit log's pages.
import type { AuditEntry, AuditQuery } from "@saathi/contract/admin";
import { and, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { type PersonRow, personById } from "../../platform/db/person-columns.ts";
import { refundEventsSql } from "../../platform/db/refund-columns.ts";
import { session, user } from "../../platform/db/schema/auth.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { auditLog } from "../../platform/db/schema/trust.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export interface AccountRow {
  id: string;
  email: string;
  name: string;
  role: string;
  twoFactorEnabled: boolean;
}

/** Indian time: the console's days, weeks (from Monday) and months start at midnight IST. */
const IST = sql.raw(`'Asia/Kolkata'`);
const startOf = (unit: "day" | "week" | "month") =>
  sql`(date_trunc(${sql.raw(`'${unit}'`)}, now() at time zone ${IST}) at time zone ${IST})`;

export function createAdminStaffRepository(db: Db) {
  const accountColumns = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabled,
  };
  return {
    async findByEmail(email: string): Promise<AccountRow | null> {
      const rows = await db
        .select(accountColumns)
        .from(user)
        .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
        .limit(1);
      return rows[0] ?? null;
    },

    async findById(id: string): Promise<AccountRow | null> {
      const rows = await db.select(accountColumns).from(user).where(eq(user.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async listAdmins(): Promise<AccountRow[]> {
      return db
        .select(accountColumns)
        .from(user)
        .where(inArray(user.role, ["admin", "moderator"]))
        .orderBy(user.email);
    },

    /**
     * Sets the account's role (user and profile), ends its sessions when asked (revoking staff), and
     * writes the audit record, all in one transaction.
     */
    async setRole(userId: string, role: string, opts: { endSessions: boolean }, audit: AuditRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(user).set({ role, updatedAt: sql`now()` }).where(eq(user.id, userId));
        await tx.update(userProfiles).set({ role }).where(eq(userProfiles.userId, userId));
        if (opts.endSessions) await tx.delete(session).where(eq(session.userId, userId));
        await writeAudit(tx, audit);
      });
    },

    async dashboard() {
      const rows = await queryRows(
        db,
        z.object({
          pending: z.number(),
          oldest: z.string().nullable(),
          open_disputes: z.number(),
          bookings_today: z.number(),
          refund_count: z.number(),
          refund_paise: z.number(),
          week_in: z.number(),
          month_in: z.number(),
          week_out: z.number(),
          month_out: z.number(),
        }),
        sql`
        select
          (select count(*)::int from expert_applications where status = 'submitted') as pending,
          (select min(submitted_at) from expert_applications where status = 'submitted') as oldest,
          (select count(*)::int from booking_disputes where status = 'open') as open_disputes,
          (select count(*)::int from bookings where status = 'CONFIRMED'
             and starts_at >= ${startOf("day")} and starts_at < ${startOf("day")} + interval '1 day') as bookings_today,
          (select count(*)::int from ${refundEventsSql} e where e.at >= ${startOf("week")}) as refund_count,
          ${moneyOut(startOf("week"))} as refund_paise,
          ${moneyIn(startOf("week"))} as week_in,
          ${moneyIn(startOf("month"))} as month_in,
          ${moneyOut(startOf("week"))} as week_out,
          ${moneyOut(startOf("month"))} as month_out`,
      );
      const r = rows[0];
      if (!r) throw new Error("dashboard query returned no row");
      return r;
    },

    async auditPage(q: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
      const where = and(
        q.action ? eq(auditLog.action, q.action) : undefined,
        q.targetType ? eq(auditLog.targetType, q.targetType) : undefined,
        q.targetId ? eq(auditLog.targetId, q.targetId) : undefined,
        q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
        q.from ? gte(auditLog.at, sql`(${q.from}::date::timestamp at time zone ${IST})`) : undefined,
        q.to ? lt(auditLog.at, sql`((${q.to}::date + 1)::timestamp at time zone ${IST})`) : undefined,
        q.q ? sql`(${auditLog.actorLabel} ilike ${`%${q.q}%`} or ${auditLog.reason} ilike ${`%${q.q}%`})` : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select({ entry: auditLog, targetPerson: personById(targetPersonId) })
          .from(auditLog)
          .where(where)
          .orderBy(q.dir === "asc" ? auditLog.id : desc(auditLog.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        rows: rows.map(({ entry: r, targetPerson }) => ({
          id: r.id,
          at: r.at.toISOString(),
          actorId: r.actorId,
          actorLabel: r.actorLabel,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          targetPerson,
          before: r.before ?? null,
          after: r.after ?? null,
          reason: r.reason,
        })),
        total: totals[0]?.n ?? 0,
      };
    },
  };
}

/** An audit entry as stored, with the audited person's profile when the target is a person. */
export type AuditRow = Omit<AuditEntry, "targetName"> & { targetPerson: PersonRow | null };

/** The audited person's id, when the target is a person (its id is a uuid); null otherwise. */
const targetPersonId = sql`(case when ${auditLog.targetType} in ('member', 'expert', 'staff')
  and ${auditLog.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then ${auditLog.targetId}::uuid end)`;

/**
 * Money taken since `from`: captured session payments, paid course purchases, paid session packages
 * and paid circle seats (a seat paid after it was let go too: that money came in, and its refund out)
 * (paise). A session booked with a package credit is not money taken again: its payment row is the
 * package's money put to a session (provider 'package'), counted when the package was paid.
 */
const moneyIn = (from: ReturnType<typeof sql>) => sql`(
  coalesce((select sum(amount) from payments where captured_at >= ${from} and status in ('captured', 'refunded')
    and provider <> 'package'), 0)
  + coalesce((select sum(amount) from course_purchases where status = 'PAID' and paid_at >= ${from}), 0)
  + coalesce((select sum(price) from package_purchases where paid_at >= ${from}), 0)
  + coalesce((select sum(amount) from circle_seats where gateway_payment_id is not null and amount > 0
    and coalesce(paid_at, created_at) >= ${from}), 0))::int`;

/**
 * Money given back since `from`: every refund that reached a member, whichever table recorded it (a
 * cancellation's is on its payment, an admin's or a dispute's is a refunds row), once each.
 */
const moneyOut = (from: ReturnType<typeof sql>) =>
  sql`(select coalesce(sum(e.paise), 0)::int from ${refundEventsSql} e where e.at >= ${from})`;

export type AdminStaffRepository = ReturnType<typeof createAdminStaffRepository>;
