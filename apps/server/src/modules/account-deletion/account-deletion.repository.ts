// Reads and writes of a deletion request: the account's facts, what the plan lists, the
// pending row, the one-time confirmation code and signing out other devices.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { anyRow, queryRows } from "../../platform/db/typed-query.ts";

const accountFacts = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  password_hash: z.string().nullable(),
});
export type AccountFacts = z.infer<typeof accountFacts>;

const plannedBooking = z.object({
  id: z.string(),
  starts_at: z.string(),
  with_name: z.string(),
  amount: z.number(),
  paid: z.boolean(),
  /** The account is the booking's member (otherwise its expert). */
  as_member: z.boolean(),
});
export type PlannedBooking = z.infer<typeof plannedBooking>;

/** Timestamps are PostgreSQL's text; plan is the jsonb the request stored, outcomes merged in. */
const pendingDeletion = z.object({
  requested_at: z.string(),
  erase_after: z.string(),
  plan: z.object({ cancelled: z.number().optional(), refunded: z.number().optional() }),
});
export type PendingDeletion = z.infer<typeof pendingDeletion>;

const OTP_ID = (userId: string) => `account-deletion:${userId}`;

export function createAccountDeletionRepository(db: Db) {
  return {
    async facts(userId: string): Promise<AccountFacts | null> {
      const rows = await queryRows(
        db,
        accountFacts,
        sql`
        select u.id, u.email, u.name, u.role,
          (select a.password from account a where a.user_id = u.id and a.provider_id = 'credential'
             and a.password is not null limit 1) as password_hash
        from "user" u where u.id = ${userId}`,
      );
      return rows[0] ?? null;
    },
    /** CONFIRMED sessions still to come, on either side, with the other person's name. */
    async futureBookings(userId: string): Promise<PlannedBooking[]> {
      const rows = await queryRows(
        db,
        plannedBooking,
        sql`
        select b.id, b.starts_at, b.amount, b.client_id = ${userId} as as_member,
          coalesce(nullif(o.name, ''), 'Saathi member') as with_name,
          exists(select 1 from payments p where p.booking_id = b.id and p.status = 'captured') as paid
        from bookings b join "user" o on o.id = case when b.client_id = ${userId} then b.expert_id else b.client_id end
        where (b.client_id = ${userId} or b.expert_id = ${userId}) and b.status = 'CONFIRMED' and b.starts_at > now()
        order by b.starts_at`,
      );
      return rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at).toISOString() }));
    },
    async paidCourses(userId: string): Promise<{ name: string; amount: number }[]> {
      const rows = await queryRows(
        db,
        z.object({ name: z.string(), amount: z.number() }),
        sql`
        select c.name, cp.amount from course_purchases cp join wellness_courses c on c.id = cp.course_id
        where cp.user_id = ${userId} and cp.status = 'PAID' order by cp.created_at`,
      );
      return rows;
    },
    async isPublishedExpert(userId: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        anyRow,
        sql`select 1 from expert_profiles where user_id = ${userId} and published_at is not null`,
      );
      return rows.length > 0;
    },
    async pending(userId: string): Promise<PendingDeletion | null> {
      const rows = await queryRows(
        db,
        pendingDeletion,
        sql`
        select requested_at, erase_after, plan from account_deletions where user_id = ${userId}`,
      );
      return rows[0] ?? null;
    },
    /** The row is the request; a second request while one is pending changes nothing (false). */
    async insert(userId: string, at: Date, eraseAfter: Date, confirmedWith: string, plan: object): Promise<boolean> {
      const rows = await queryRows(
        db,
        anyRow,
        sql`
        insert into account_deletions (user_id, requested_at, erase_after, confirmed_with, plan)
        values (${userId}, ${at.toISOString()}, ${eraseAfter.toISOString()}, ${confirmedWith}, ${JSON.stringify(plan)}::jsonb)
        on conflict (user_id) do nothing returning user_id`,
      );
      return rows.length > 0;
    },
    async recordOutcome(userId: string, outcome: object): Promise<void> {
      await db.execute(sql`
        update account_deletions set plan = plan || ${JSON.stringify(outcome)}::jsonb where user_id = ${userId}`);
    },
    async remove(userId: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        anyRow,
        sql`delete from account_deletions where user_id = ${userId} returning user_id`,
      );
      return rows.length > 0;
    },
    /** Every other device is signed out; the one that asked stays signed in. */
    async signOutOthers(userId: string, keepSessionId: string | undefined): Promise<void> {
      await db.execute(sql`
        delete from session where user_id = ${userId} ${keepSessionId ? sql`and id <> ${keepSessionId}` : sql``}`);
    },
    async saveCode(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from verification where identifier = ${OTP_ID(userId)}`);
        await tx.execute(sql`
          insert into verification (identifier, value, expires_at)
          values (${OTP_ID(userId)}, ${codeHash}, ${expiresAt.toISOString()})`);
      });
    },
    /** The stored code's hash while it is valid. */
    async codeHash(userId: string): Promise<string | null> {
      const rows = await queryRows(
        db,
        z.object({ value: z.string() }),
        sql`
        select value from verification where identifier = ${OTP_ID(userId)} and expires_at > now()`,
      );
      return rows[0]?.value ?? null;
    },
    async dropCode(userId: string): Promise<void> {
      await db.execute(sql`delete from verification where identifier = ${OTP_ID(userId)}`);
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
