// Trained listeners: the quiz attempts, applications, a moderator's decisions and the listener's status.
// Reads and writes only.
import type { ListenerStatusName } from "@saathi/contract/peer-circles";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { personById, personRow } from "../../platform/db/person-columns.ts";
import { listenerQuizAttempts, listenerStatus } from "../../platform/db/schema/peer-circles.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";

export function createListenersRepository(db: Db) {
  return {
    async listenerStatusOf(userId: string): Promise<ListenerStatusName | null> {
      const [row] = await db
        .select({ status: listenerStatus.status })
        .from(listenerStatus)
        .where(eq(listenerStatus.userId, userId));
      return (row?.status as ListenerStatusName | undefined) ?? null;
    },

    async addQuizAttempt(userId: string, answers: Record<string, string>, score: number, passed: boolean) {
      await db.insert(listenerQuizAttempts).values({ userId, answers, score, passed });
    },

    async quizSummary(userId: string): Promise<{ passed: boolean; best: number | null }> {
      const r = await queryRow(
        db,
        z.object({ passed: z.boolean(), best: z.number().nullable() }),
        sql`select coalesce(bool_or(passed), false) as passed, max(score)::int as best
          from listener_quiz_attempts where user_id = ${userId}`,
      );
      return { passed: r?.passed ?? false, best: r?.best ?? null };
    },

    async courseId(slug: string): Promise<string | null> {
      const r = await queryRow(
        db,
        z.object({ id: z.string() }),
        sql`select id from wellness_courses where slug = ${slug}`,
      );
      return r?.id ?? null;
    },

    /** Applies (or reapplies after a revocation): the decision columns are cleared. */
    async apply(userId: string, motivation: string | null): Promise<void> {
      const fresh = {
        status: "applied",
        appliedAt: new Date(),
        motivation,
        decidedBy: null,
        decidedAt: null,
        reason: null,
      };
      await db
        .insert(listenerStatus)
        .values({ userId, ...fresh })
        .onConflictDoUpdate({ target: listenerStatus.userId, set: fresh });
    },

    /**
     * A moderator's decision, applied only from the status it was decided on, with its audit record in
     * the same transaction. False when the status changed meanwhile.
     */
    async decide(
      userId: string,
      from: ListenerStatusName,
      to: ListenerStatusName,
      by: string,
      reason: string | null,
      audit: AuditRecord,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(listenerStatus)
          .set({ status: to, decidedBy: by, decidedAt: new Date(), reason })
          .where(and(eq(listenerStatus.userId, userId), eq(listenerStatus.status, from)))
          .returning({ userId: listenerStatus.userId });
        if (!rows[0]) return false;
        await writeAudit(tx, audit);
        return true;
      });
    },

    async applications(status: ListenerStatusName | undefined) {
      return queryRows(
        db,
        z.object({
          user_id: z.string(),
          person: personRow.nullable(),
          status: z.string(),
          applied_at: z.string(),
          motivation: z.string().nullable(),
          best_score: z.number().nullable(),
          decided_at: z.string().nullable(),
          decided_by: z.string().nullable(),
          reason: z.string().nullable(),
        }),
        sql`select s.user_id, ${personById(sql`s.user_id`)} as person, s.status, s.applied_at, s.motivation,
            (select max(score)::int from listener_quiz_attempts a where a.user_id = s.user_id) as best_score,
            s.decided_at, s.decided_by, s.reason
          from listener_status s
          where ${status ? sql`s.status = ${status}` : sql`true`}
          order by s.applied_at desc limit 200`,
      );
    },

    /** The member's names (account name, profile names, username): a nickname must not give them away. */
    async namesOf(userId: string): Promise<(string | null)[]> {
      const r = await queryRow(
        db,
        z.object({ name: z.string().nullable(), person: personRow.nullable() }),
        sql`select u.name, ${personById(sql`u.id`)} as person from "user" u where u.id = ${userId}`,
      );
      if (!r) return [];
      const p = r.person;
      return [r.name, p?.displayName ?? null, p?.firstName ?? null, p?.lastName ?? null, p?.username ?? null];
    },
  };
}
