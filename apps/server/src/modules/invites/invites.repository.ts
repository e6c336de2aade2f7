// Invite codes, invitations and reward marks (migration 0023): reads and writes only. The
// reward decision is one transaction on the locked invitation row, backed by the keys: one invitation
// per account (invitee_id) and one reward per email ever (invite_reward_marks.email_hash).

import { inviteStatusSchema } from "@saathi/contract/invites";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { joinPerson, leftJoinPerson, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { invitations, inviteCodes } from "../../platform/db/schema/community.ts";
import { anyRow, queryRows } from "../../platform/db/typed-query.ts";

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

export interface InviteeAccount {
  id: string;
  email: string;
  role: string;
  emailVerified: boolean;
  createdAt: Date;
  displayName: string | null;
  username: string | null;
  bio: string | null;
}

export type RewardDecision = { status: "rewarded"; inviterId: string | null } | { status: "email_used" } | null;

export function createInvitesRepository(db: Db) {
  return {
    async codeOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.userId, userId));
      return row?.code ?? null;
    },

    /** Stores `code` for the member unless they have one; false when the code is someone else's. */
    async createCode(userId: string, code: string): Promise<boolean> {
      try {
        await db.insert(inviteCodes).values({ userId, code }).onConflictDoNothing({ target: inviteCodes.userId });
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    async ownerOfCode(code: string): Promise<string | null> {
      const [row] = await db.select({ userId: inviteCodes.userId }).from(inviteCodes).where(eq(inviteCodes.code, code));
      return row?.userId ?? null;
    },

    async account(userId: string): Promise<InviteeAccount | null> {
      const rows = await queryRows(
        db,
        z.object({
          id: z.string(),
          email: z.string(),
          role: z.string(),
          email_verified: z.boolean(),
          created_at: z.string(),
          person: personRow.nullable(),
          bio: z.string().nullable(),
        }),
        sql`select u.id, u.email, u.role, u.email_verified, u.created_at, ${personColumns}, up.bio
        from "user" u ${leftJoinPerson(sql`u.id`)} where u.id = ${userId}`,
      );
      const r = rows[0];
      if (!r) return null;
      return {
        id: r.id,
        email: r.email,
        role: r.role,
        emailVerified: r.email_verified,
        createdAt: new Date(r.created_at),
        displayName: r.person?.displayName ?? null,
        username: r.person?.username ?? null,
        bio: r.bio,
      };
    },

    /** undefined: no invitation; null: joined through someone whose account is gone. */
    async inviterOf(inviteeId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ inviterId: invitations.inviterId })
        .from(invitations)
        .where(eq(invitations.inviteeId, inviteeId));
      return row ? row.inviterId : undefined;
    },

    async emailRewarded(hash: string): Promise<boolean> {
      const rows = await queryRows(db, anyRow, sql`select 1 from invite_reward_marks where email_hash = ${hash}`);
      return rows.length > 0;
    },

    /** One invitation per account: a second insert (a race, a repeat) changes nothing. */
    async join(inviteeId: string, inviterId: string): Promise<void> {
      await db.insert(invitations).values({ inviteeId, inviterId }).onConflictDoNothing();
    },

    /**
     * The reward decision, on the locked invitation row: only a 'joined' invitation whose invitee now
     * `complete`s is decided; the email's mark is inserted first, and a mark already there (the same
     * email earned before, under an older account) makes it 'email_used'. Null: nothing to decide.
     */
    async decideReward(
      inviteeId: string,
      mark: string,
      complete: (p: { displayName: string | null; username: string | null; bio: string | null }) => boolean,
    ): Promise<RewardDecision> {
      return db.transaction(async (tx) => {
        const rows = await queryRows(
          tx,
          z.object({
            inviter_id: z.string().nullable(),
            status: z.string(),
            person: personRow,
            bio: z.string().nullable(),
          }),
          sql`select i.inviter_id, i.status, ${personColumns}, up.bio from invitations i
            ${joinPerson(sql`i.invitee_id`)} where i.invitee_id = ${inviteeId} for update of i`,
        );
        const row = rows[0];
        if (
          row?.status !== "joined" ||
          !complete({ displayName: row.person.displayName, username: row.person.username, bio: row.bio })
        )
          return null;
        const marked = await queryRows(
          tx,
          anyRow,
          sql`insert into invite_reward_marks (email_hash) values (${mark}) on conflict do nothing returning email_hash`,
        );
        const status = marked.length > 0 ? "rewarded" : "email_used";
        await tx
          .update(invitations)
          .set({ status, rewardedAt: status === "rewarded" ? new Date() : null })
          .where(eq(invitations.inviteeId, inviteeId));
        return status === "rewarded" ? { status, inviterId: row.inviter_id } : { status };
      });
    },

    /** A rewarded invitation whose courses may still need granting (a retry after a failure is safe). */
    async rewarded(inviteeId: string): Promise<{ inviterId: string | null } | null> {
      const [row] = await db
        .select({ inviterId: invitations.inviterId, status: invitations.status })
        .from(invitations)
        .where(eq(invitations.inviteeId, inviteeId));
      return row?.status === "rewarded" ? { inviterId: row.inviterId } : null;
    },

    async setCourses(inviteeId: string, c: { inviter: string | null; invitee: string | null }): Promise<void> {
      await db
        .update(invitations)
        .set({ inviterCourseId: c.inviter, inviteeCourseId: c.invitee })
        .where(eq(invitations.inviteeId, inviteeId));
    },

    /** Who joined through my code, newest first, with the course I earned for each. */
    async joinedThrough(inviterId: string) {
      const rows = await queryRows(
        db,
        z.object({
          person: personRow.nullable(),
          accepted_at: z.string(),
          status: inviteStatusSchema,
          course_id: z.string().nullable(),
          course_name: z.string().nullable(),
        }),
        sql`select ${personColumns}, i.accepted_at, i.status, c.id as course_id, c.name as course_name
        from invitations i ${leftJoinPerson(sql`i.invitee_id`)}
        left join wellness_courses c on c.id = i.inviter_course_id
        where i.inviter_id = ${inviterId} order by i.accepted_at desc limit 100`,
      );
      return rows;
    },

    /** The invitation I joined through, with the course I earned and my inviter. */
    async joinedVia(inviteeId: string) {
      const rows = await queryRows(
        db,
        z.object({
          person: personRow.nullable(),
          status: inviteStatusSchema,
          course_id: z.string().nullable(),
          course_name: z.string().nullable(),
        }),
        sql`select ${personColumns}, i.status, c.id as course_id, c.name as course_name
        from invitations i ${leftJoinPerson(sql`i.inviter_id`)}
        left join wellness_courses c on c.id = i.invitee_course_id
        where i.invitee_id = ${inviteeId}`,
      );
      return rows[0] ?? null;
    },
  };
}

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
