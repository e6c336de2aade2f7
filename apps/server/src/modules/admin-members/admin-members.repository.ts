// Reads and writes of the members console: search, one member's account facts, bookings and reports,
// and the suspension columns. It reads no chat, assessment or journal table (staff never
// see them), so nothing of theirs can reach the console.
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { leftJoinPerson, profileIdsMatching, suspensionLive } from "../../platform/db/person-columns.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";

export interface MemberSearch {
  /** Lower-case search term, already trimmed. */
  term?: string;
  role?: string;
  suspended?: boolean;
  dir: "asc" | "desc";
  limit: number;
  offset: number;
}

/** Whether the account is under 18 today (young-people's member_ages: only the day they turn 18 is kept). */
const minorOf = (id: SQL) =>
  sql`exists (select 1 from member_ages ma where ma.user_id = ${id} and ma.adult_on > current_date)`;

// Rows as raw SQL returns them: timestamps are PostgreSQL's text (the service makes them ISO strings).
const memberListRow = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  role: z.string(),
  created_at: z.string(),
  suspended: z.boolean(),
  minor: z.boolean(),
});
export type MemberListRow = z.infer<typeof memberListRow>;

const memberFactsRow = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: z.string(),
  created_at: z.string(),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  last_active_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  suspended_until: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  minor: z.boolean(),
});
export type MemberFactsRow = z.infer<typeof memberFactsRow>;

const memberBookingRow = z.object({
  id: z.string(),
  as: z.enum(["member", "expert"]),
  other_name: z.string(),
  starts_at: z.string(),
  status: z.string(),
  amount: z.number(),
});
export type MemberBookingRow = z.infer<typeof memberBookingRow>;

const memberReportRow = z.object({
  id: z.string(),
  booking_id: z.string(),
  category: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type MemberReportRow = z.infer<typeof memberReportRow>;

const live = suspensionLive(sql`up.suspended_at`, sql`up.suspended_until`);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Which accounts match: trigram indexes answer `%term%` from three characters on; shorter terms
 * match as a prefix. Each table is searched on its own indexes, then the ids are united.
 */
function matching(term: string): SQL {
  const pattern = term.length >= 3 ? `%${escapeLike(term)}%` : `${escapeLike(term)}%`;
  return sql`u.id in (select id from (${profileIdsMatching(pattern)}
    union select id from "user" where lower(email) like ${pattern}) m(id))`;
}

/** Search conditions on "user" u (profile facts through id subqueries, so no join is needed). */
function filters(s: MemberSearch): SQL {
  const where: SQL[] = [sql`true`];
  if (s.term) where.push(matching(s.term));
  if (s.role) where.push(sql`u.role = ${s.role}`);
  const suspendedIds = sql`select user_id from user_profiles where ${suspensionLive(sql`suspended_at`, sql`suspended_until`)}`;
  if (s.suspended === true) where.push(sql`u.id in (${suspendedIds})`);
  if (s.suspended === false) where.push(sql`u.id not in (${suspendedIds})`);
  return sql.join(where, sql` and `);
}

export function createAdminMembersRepository(db: Db) {
  return {
    /**
     * One page and the total. The page is cut on "user" ids and created_at alone (its created_at
     * index, an index-only walk to a deep page; names and emails are read for the page's rows only), then the page's profiles are joined for usernames and suspension. With a search
     * term the matches are few: the total is a window count in the same query, so the trigram search
     * runs once; without one, the count is its own query, run alongside.
     */
    async search(s: MemberSearch): Promise<{ rows: MemberListRow[]; total: number }> {
      const dir = s.dir === "asc" ? sql`asc` : sql`desc`;
      const windowed = Boolean(s.term);
      const page = queryRows(
        db,
        memberListRow.extend({ total: z.number().nullable() }),
        sql`
        with page as (
          select u.id, u.created_at,
            ${windowed ? sql`count(*) over ()::int` : sql`null::int`} as total
          from "user" u
          where ${filters(s)}
          order by u.created_at ${dir}, u.id ${dir}
          limit ${s.limit} offset ${s.offset}
        )
        select page.id, u.name, up.username::text as username, u.email, u.role, page.created_at,
          coalesce(${live}, false) as suspended, ${minorOf(sql`page.id`)} as minor, page.total
        from page join "user" u on u.id = page.id ${leftJoinPerson(sql`page.id`)}
        order by page.created_at ${dir}, page.id ${dir}`,
      );
      const [rows, counted] = await Promise.all([page, windowed ? null : this.count(s)]);
      // A page past the end has no row to carry the window count.
      const total = counted ?? rows[0]?.total ?? (s.offset > 0 ? await this.count(s) : 0);
      return { rows: rows.map(({ total: _, ...r }) => r), total };
    },

    /** How many accounts match (every page shows the total). */
    async count(s: MemberSearch): Promise<number> {
      const r = await queryRow(
        db,
        z.object({ n: z.number() }),
        sql`select count(*)::int as n from "user" u where ${filters(s)}`,
      );
      return r?.n ?? 0;
    },

    async facts(id: string): Promise<MemberFactsRow | null> {
      return queryRow(
        db,
        memberFactsRow,
        sql`
        select u.id, u.name, up.username::text as username, u.email, u.phone_number, u.role, u.created_at,
          u.email_verified, u.two_factor_enabled,
          (select max(coalesce(s.last_active_at, s.updated_at)) from session s where s.user_id = u.id) as last_active_at,
          up.suspended_at, up.suspended_until, up.suspension_reason, ${minorOf(sql`u.id`)} as minor
        from "user" u ${leftJoinPerson(sql`u.id`)}
        where u.id = ${id}`,
      );
    },

    /** The latest bookings where they are the member or the expert (the other side's account name). */
    async bookings(id: string, limit: number): Promise<MemberBookingRow[]> {
      return queryRows(
        db,
        memberBookingRow,
        sql`
        select * from (
          (select b.id, 'member' as as, coalesce(o.name, '') as other_name, b.starts_at, b.status, b.amount
           from bookings b left join "user" o on o.id = b.expert_id
           where b.client_id = ${id} order by b.starts_at desc limit ${limit})
          union all
          (select b.id, 'expert' as as, coalesce(o.name, '') as other_name, b.starts_at, b.status, b.amount
           from bookings b left join "user" o on o.id = b.client_id
           where b.expert_id = ${id} order by b.starts_at desc limit ${limit})
        ) x order by starts_at desc limit ${limit}`,
      );
    },

    /** Problems reported against them as an expert (social reports are not counted here). */
    async reports(id: string, limit: number): Promise<MemberReportRow[]> {
      return queryRows(
        db,
        memberReportRow,
        sql`
        select d.id, d.booking_id, d.category, d.status, d.created_at
        from booking_disputes d where d.expert_id = ${id}
        order by d.created_at desc limit ${limit}`,
      );
    },

    /**
     * Suspends: the columns, every session row deleted (signed out everywhere at once) and the audit
     * record, in one transaction.
     */
    async suspend(id: string, until: Date | null, reason: string, audit: AuditRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update user_profiles set suspended_at = now(), suspended_until = ${until},
          suspension_reason = ${reason}, updated_at = now() where user_id = ${id}`);
        await tx.execute(sql`delete from session where user_id = ${id}`);
        await writeAudit(tx, audit);
      });
    },

    async reinstate(id: string, audit: AuditRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update user_profiles set suspended_at = null, suspended_until = null,
          suspension_reason = null, updated_at = now() where user_id = ${id}`);
        await writeAudit(tx, audit);
      });
    },

    /** For sign-in: the account's suspension columns (null: no profile). */
    async suspensionOf(
      id: string,
    ): Promise<{ suspendedAt: string | null; suspendedUntil: string | null; reason: string | null } | null> {
      const r = await queryRow(
        db,
        z.object({
          suspended_at: z.string().nullable(),
          suspended_until: z.string().nullable(),
          suspension_reason: z.string().nullable(),
        }),
        sql`select suspended_at, suspended_until, suspension_reason from user_profiles where user_id = ${id}`,
      );
      return r ? { suspendedAt: r.suspended_at, suspendedUntil: r.suspended_until, reason: r.suspension_reason } : null;
    },
  };
}

export type AdminMembersRepository = ReturnType<typeof createAdminMembersRepository>;
