// Reads and writes of member ages and guardian consent requests.
import { SENSITIVE_THEMES } from "@saathi/contract/safety";
import { GUARDIAN_WITHDRAWAL_REASON } from "@saathi/contract/young-people";
import { and, desc, eq, isNull, lt, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { personById } from "../../platform/db/person-columns.ts";
import { user } from "../../platform/db/schema/auth.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { guardianConsents, memberAges } from "../../platform/db/schema/young-people.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";
import { ageNeededSql } from "./age-needed.sql.ts";

export type GuardianRequestRow = typeof guardianConsents.$inferSelect;
/** What clears a guardian's contact once it is no longer needed. */
const noContact = { guardianEmail: null, guardianPhone: null, codeHash: null } as const;

export function createYoungPeopleRepository(db: Db) {
  return {
    async ageOf(userId: string) {
      const [row] = await db.select().from(memberAges).where(eq(memberAges.userId, userId));
      return row ?? null;
    },
    /** A member without a password account (social or email-code sign-in) who has given no age yet (ageNeededSql). */
    async ageNeeded(userId: string): Promise<boolean> {
      const row = await queryRow(db, z.object({ needed: z.boolean() }), sql`select ${ageNeededSql(userId)} as needed`);
      return row?.needed ?? false;
    },
    async insertAge(userId: string, adultOn: string | null, basis: string) {
      await db.insert(memberAges).values({ userId, adultOn, basis }).onConflictDoNothing();
    },
    /**
     * A minor's protective defaults: private, messages only from buddies, not found in search, every
     * sensitive theme folded.
     */
    async setProtectiveDefaults(userId: string) {
      await db
        .update(userProfiles)
        .set({ isPrivate: true, whoMayMessage: "buddies", discoverable: false, sensitiveThemes: [...SENSITIVE_THEMES] })
        .where(eq(userProfiles.userId, userId));
    },
    async person(userId: string) {
      const [row] = await db
        .select({ email: user.email, person: personById(sql`${user.id}`) })
        .from(user)
        .where(eq(user.id, userId));
      return row
        ? { email: row.email, firstName: row.person?.firstName ?? null, displayName: row.person?.displayName ?? null }
        : null;
    },
    /** The member's own phone number (a phone sign-in's), so they cannot name themselves as guardian. */
    async phoneOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ phone: user.phoneNumber }).from(user).where(eq(user.id, userId));
      return row?.phone ?? null;
    },
    async latestRequest(minorId: string) {
      const [row] = await db
        .select()
        .from(guardianConsents)
        .where(eq(guardianConsents.minorId, minorId))
        .orderBy(desc(guardianConsents.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** Whether a guardian's consent is in force for this minor. */
    async consented(minorId: string): Promise<boolean> {
      const rows = await db
        .select({ id: guardianConsents.id })
        .from(guardianConsents)
        .where(and(eq(guardianConsents.minorId, minorId), eq(guardianConsents.status, "consented")))
        .limit(1);
      return rows.length > 0;
    },
    /** A new request; earlier unanswered ones end (their contact cleared). */
    async insertRequest(row: typeof guardianConsents.$inferInsert) {
      return db.transaction(async (tx) => {
        await tx
          .update(guardianConsents)
          .set({ status: "expired", ...noContact })
          .where(and(eq(guardianConsents.minorId, row.minorId), eq(guardianConsents.status, "pending")));
        const [created] = await tx.insert(guardianConsents).values(row).returning();
        if (!created) throw new Error("guardian request not stored");
        return created;
      });
    },
    async byToken(token: string) {
      const [row] = await db.select().from(guardianConsents).where(eq(guardianConsents.token, token));
      return row ?? null;
    },
    /**
     * Takes one of the request's code tries before the code is compared, in one statement, so guesses
     * sent at once cannot all be compared against the same count; false when all `max` are used.
     */
    async claimCodeTry(id: string, max: number): Promise<boolean> {
      const rows = await db
        .update(guardianConsents)
        .set({ codeAttempts: sql`${guardianConsents.codeAttempts} + 1` })
        .where(and(eq(guardianConsents.id, id), lt(guardianConsents.codeAttempts, max)))
        .returning({ id: guardianConsents.id });
      return rows.length > 0;
    },
    async setCode(id: string, codeHash: string) {
      await db.update(guardianConsents).set({ codeHash, codeAttempts: 0 }).where(eq(guardianConsents.id, id));
    },
    /** Moves a request from `from` to a new status; false when it was no longer in `from` (a race lost). */
    async transition(
      id: string,
      from: string,
      patch: Partial<typeof guardianConsents.$inferInsert>,
      clearContact: boolean,
    ) {
      const rows = await db
        .update(guardianConsents)
        .set({ ...patch, ...(clearContact ? noContact : {}) })
        .where(and(eq(guardianConsents.id, id), eq(guardianConsents.status, from)))
        .returning({ id: guardianConsents.id });
      return rows.length > 0;
    },
    /** Unanswered requests past their time end; their contact goes. */
    async expire(now: Date) {
      const rows = await db
        .update(guardianConsents)
        .set({ status: "expired", ...noContact })
        .where(and(eq(guardianConsents.status, "pending"), lte(guardianConsents.expiresAt, now)))
        .returning({ id: guardianConsents.id });
      return rows.length;
    },
    /** Minors whose 18th birthday is today or past and who have not been told yet. */
    async dueAdults(today: string) {
      return db
        .select({ userId: memberAges.userId })
        .from(memberAges)
        .where(and(lte(memberAges.adultOn, today), isNull(memberAges.turnedAdultAt)));
    },
    /** Marks the member an adult (told), ends any guardian link and clears its contact, in one step. */
    async turnAdult(userId: string, now: Date) {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(memberAges)
          .set({ turnedAdultAt: now })
          .where(and(eq(memberAges.userId, userId), isNull(memberAges.turnedAdultAt)))
          .returning({ userId: memberAges.userId });
        if (marked.length === 0) return false;
        await tx
          .update(guardianConsents)
          .set({ status: "ended", endedAt: now, ...noContact })
          .where(
            and(eq(guardianConsents.minorId, userId), sql`${guardianConsents.status} in ('pending', 'consented')`),
          );
        return true;
      });
    },
    /**
     * A guardian withdrew: the minor's account is suspended, every session ends, and its erasure is
     * queued after the same grace period as a deletion (the erasure sweep of account-deletion runs it).
     */
    async suspendAndQueueErasure(minorId: string, now: Date, eraseAfter: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(userProfiles)
          .set({ suspendedAt: now, suspensionReason: GUARDIAN_WITHDRAWAL_REASON })
          .where(eq(userProfiles.userId, minorId));
        await tx.execute(sql`delete from session where user_id = ${minorId}`);
        await tx.execute(sql`
          insert into account_deletions (user_id, requested_at, erase_after, confirmed_with, plan)
          values (${minorId}, ${now.toISOString()}, ${eraseAfter.toISOString()}, 'guardian_withdrawal', '{}'::jsonb)
          on conflict (user_id) do nothing`);
      });
    },
    /** Of `ids`, those who are minors on `today` (search, follow and message rules ask this). */
    async minorsAmong(ids: string[], today: string): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await queryRows(
        db,
        z.object({ user_id: z.string() }),
        sql`select user_id from member_ages where user_id = any(${`{${ids.join(",")}}`}::uuid[]) and adult_on > ${today}::date`,
      );
      return new Set(rows.map((r) => r.user_id));
    },
    /** The member's guardian requests, for their data export (no code, no token). */
    async exportRows(minorId: string) {
      return db
        .select({
          status: guardianConsents.status,
          guardianEmail: guardianConsents.guardianEmail,
          verification: guardianConsents.verification,
          version: guardianConsents.version,
          createdAt: guardianConsents.createdAt,
          decidedAt: guardianConsents.decidedAt,
          withdrawnAt: guardianConsents.withdrawnAt,
          endedAt: guardianConsents.endedAt,
        })
        .from(guardianConsents)
        .where(eq(guardianConsents.minorId, minorId))
        .orderBy(desc(guardianConsents.createdAt));
    },
  };
}

export type YoungPeopleRepository = ReturnType<typeof createYoungPeopleRepository>;
