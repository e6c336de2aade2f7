// Reads and writes of the vetting console. The queue walks the index
// expert_applications(status, submitted_at); every decision updates the application (conditional on
// the state it was decided from), the listing marks of expert_profiles and audit_log in one
// transaction.
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { anyRow, queryRow, queryRows } from "../../platform/db/typed-query.ts";
import { listedExpertSql } from "../experts/index.ts";

export const queuePageRow = z.object({
  expert_id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  practitioner_kind: z.string().nullable(),
  submitted_at: z.string().nullable(),
  document_count: z.number(),
});
export type QueueRow = z.infer<typeof queuePageRow> & { total: number };
export const vettedRow = z.object({
  expert_id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  badge: z.string().nullable(),
  approved_at: z.string().nullable(),
  reverify_by: z.string().nullable(),
  listed: z.boolean(),
  reviewer_message: z.string().nullable(),
  total: z.number(),
});
export type VettedRow = z.infer<typeof vettedRow>;
export const reviewProfileRow = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  full_name: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  academic_background: z.string().nullable(),
  years_experience: z.number().nullable(),
  bio: z.string().nullable(),
  languages: z.array(z.string()).nullable(),
  hourly_rate: z.number().nullable(),
  specialisations: z.array(z.string()),
});
export type ReviewProfileRow = z.infer<typeof reviewProfileRow>;
/** What a decision writes besides the new status. */
export interface Decision {
  expertId: string;
  from: readonly string[];
  to: string;
  adminId: string;
  reviewerMessage?: string | null;
  /** approve / reinstate / reverify set these; suspend clears verified_until. */
  approvedAt?: Date;
  reverifyBy?: Date;
  /** restoreVerification: verified_until back to the application's reverify_by (reinstating). */
  profile?: { publishedAt?: Date; verifiedUntil?: Date | null; verifiedBadge?: string; restoreVerification?: boolean };
  audit: AuditRecord;
}

const like = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/**
 * Applications whose expert matches a search: the email through its trigram index on lower(email)
 * (never a scan of every account: members outnumber experts ten to one), or the name the expert gave
 * in onboarding (expert_profiles, one row per expert).
 */
const matching = (q: string | undefined): SQL =>
  q
    ? sql`and a.expert_id in (
        select u.id from "user" u where lower(u.email) like ${like(q)}
        union select ep.user_id from expert_profiles ep where ep.full_name ilike ${like(q)})`
    : sql``;
const search = (q: string | undefined): SQL =>
  q ? sql`and (u.email ilike ${like(q)} or u.name ilike ${like(q)} or ep.full_name ilike ${like(q)})` : sql``;

export function createVettingRepository(db: Db) {
  return {
    /**
     * One page of the queue in one status, by submission age, and the count. The page is walked on
     * the index (status, submitted_at); a search first finds the matching accounts (email through its
     * trigram index); names and document counts are read for the page's rows only.
     */
    async queue(status: string, q: string | undefined, dir: "asc" | "desc", limit: number, offset: number) {
      const order = dir === "asc" ? sql`asc` : sql`desc`;
      const filter = sql`a.status = ${status} ${matching(q)}`;
      const [counted, page] = await Promise.all([
        queryRows(
          db,
          z.object({ n: z.number() }),
          sql`select count(*)::int as n from expert_applications a where ${filter}`,
        ),
        queryRows(
          db,
          queuePageRow,
          sql`
          with page as (
            select a.expert_id, a.status, a.practitioner_kind, a.submitted_at from expert_applications a
            where ${filter}
            order by a.submitted_at ${order} nulls last, a.expert_id
            limit ${limit} offset ${offset}
          )
          select page.*, coalesce(nullif(ep.full_name, ''), u.name) as name, u.email,
            (select count(*)::int from expert_application_documents d where d.expert_id = page.expert_id) as document_count
          from page
          join "user" u on u.id = page.expert_id
          left join expert_profiles ep on ep.user_id = page.expert_id
          order by page.submitted_at ${order} nulls last, page.expert_id`,
        ),
      ]);
      const total = counted[0]?.n ?? 0;
      return page.map((r) => ({ ...r, total }));
    },

    /** Approved, suspended, or approved but past the re-verification date. */
    experts(state: string, q: string | undefined, limit: number, offset: number): Promise<VettedRow[]> {
      const where =
        state === "suspended"
          ? sql`a.status = 'suspended'`
          : state === "reverify_due"
            ? sql`a.status = 'approved' and a.reverify_by <= now()`
            : sql`a.status = 'approved'`;
      return queryRows(
        db,
        vettedRow,
        sql`
        select a.expert_id, coalesce(nullif(ep.full_name, ''), u.name) as name, u.email, a.status,
          ep.verified_badge as badge, a.approved_at, a.reverify_by, a.reviewer_message,
          coalesce(${listedExpertSql()}, false) as listed,
          count(*) over ()::int as total
        from expert_applications a
        join "user" u on u.id = a.expert_id
        left join expert_profiles ep on ep.user_id = a.expert_id
        where ${where} ${search(q)}
        order by a.reverify_by asc nulls last, a.expert_id
        limit ${limit} offset ${offset}`,
      );
    },

    /** The account and onboarding answers a reviewer reads beside the application. */
    reviewProfile(expertId: string): Promise<ReviewProfileRow | null> {
      return queryRow(
        db,
        reviewProfileRow,
        sql`
        select u.email, coalesce(ep.phone_number, u.phone_number) as phone, ep.full_name, ep.city, ep.state,
          ep.country, ep.academic_background, ep.years_experience, ep.bio, ep.languages, ep.hourly_rate,
          array(select s.specialization from expert_specializations s where s.user_id = u.id order by 1) as specialisations
        from "user" u left join expert_profiles ep on ep.user_id = u.id
        where u.id = ${expertId}`,
      );
    },

    async listing(expertId: string) {
      const rows = await queryRows(
        db,
        z.object({ verified_until: z.string().nullable(), status: z.string() }),
        sql`
        select ep.verified_until, a.status from expert_applications a
        left join expert_profiles ep on ep.user_id = a.expert_id where a.expert_id = ${expertId}`,
      );
      return rows[0] ?? null;
    },

    /**
     * Applies a decision if the application is still in one of `from`; writes the audit record in
     * the same transaction. False when it had moved on (nothing written).
     */
    async decide(d: Decision): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await queryRows(
          tx,
          anyRow,
          sql`
          update expert_applications set status = ${d.to}, decided_at = now(), decided_by = ${d.adminId},
            reviewer_message = ${d.reviewerMessage === undefined ? sql`reviewer_message` : d.reviewerMessage},
            approved_at = ${d.approvedAt ? d.approvedAt.toISOString() : sql`approved_at`},
            reverify_by = ${d.reverifyBy ? d.reverifyBy.toISOString() : sql`reverify_by`},
            updated_at = now()
          where expert_id = ${d.expertId} and status = any(${`{${d.from.join(",")}}`}::text[])
          returning expert_id`,
        );
        if (!rows.length) return false;
        const p = d.profile;
        if (p) {
          const sets: SQL[] = [sql`updated_at = now()`];
          if (p.publishedAt) sets.push(sql`published_at = coalesce(published_at, ${p.publishedAt.toISOString()})`);
          if (p.verifiedUntil !== undefined)
            sets.push(sql`verified_until = ${p.verifiedUntil ? p.verifiedUntil.toISOString() : null}`);
          if (p.restoreVerification)
            sets.push(
              sql`verified_until = (select reverify_by from expert_applications where expert_id = ${d.expertId})`,
            );
          if (p.verifiedBadge) sets.push(sql`verified_badge = ${p.verifiedBadge}`);
          await tx.execute(sql`update expert_profiles set ${sql.join(sets, sql`, `)} where user_id = ${d.expertId}`);
        }
        await writeAudit(tx, d.audit);
        return true;
      });
    },
  };
}

export type VettingRepository = ReturnType<typeof createVettingRepository>;
