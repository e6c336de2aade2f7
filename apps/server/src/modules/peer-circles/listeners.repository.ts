// Trained listeners: the quiz attempts, applications, a moderator's decisions and the listener's status.
// Reads and writes only.
import type { ListenerStatusName } from "@saathi/contract/peer-circles";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { personById, personRow } from "../../platform/db/person-columns.ts";
import {
  listenerQuizAttempts,
  listenerStatus,
  peerRoomListeners,
  peerRoomMembers,
} from "../../platform/db/schema/peer-circles.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";
import { listenerCountSql } from "./peer-rows.ts";

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

    /**
     * A listener whose role was taken away stops leading, in one transaction: their risk alerts go from
     * their notifications, they are no longer listed on any room, and they leave the rooms they led.
     * Answers those rooms with how many listeners who count still lead each, and their members to tell.
     */
    async endLeading(userId: string, riskAlert: string) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`delete from notifications where user_id = ${userId} and type = 'moderation'
          and data->>'message' = ${riskAlert}`);
        const led = await queryRows(
          tx,
          z.object({ room_id: z.string() }),
          sql`delete from peer_room_listeners where listener_id = ${userId} returning room_id`,
        );
        const roomIds = led.map((r) => r.room_id);
        if (roomIds.length === 0) return [];
        await tx.execute(sql`update peer_room_members set left_at = now()
          where user_id = ${userId} and left_at is null and room_id = any(${`{${roomIds.join(",")}}`}::uuid[])`);
        return queryRows(
          tx,
          z.object({ id: z.string(), name: z.string(), listeners: z.number(), member_ids: z.array(z.string()) }),
          sql`select r.id, r.name,
              ${listenerCountSql(sql`r.id`)} as listeners,
              array(select m.user_id::text from peer_room_members m where m.room_id = r.id and m.left_at is null) as member_ids
            from peer_rooms r where r.id = any(${`{${roomIds.join(",")}}`}::uuid[])`,
        );
      });
    },

    /** An approved listener takes up a room that has none: listed on it and a member under their nickname. */
    async takeUp(roomId: string, userId: string, nickname: string): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(peerRoomListeners).values({ roomId, listenerId: userId }).onConflictDoNothing();
          await tx
            .insert(peerRoomMembers)
            .values({ roomId, userId, nickname })
            .onConflictDoUpdate({
              target: [peerRoomMembers.roomId, peerRoomMembers.userId],
              set: { nickname, leftAt: null, joinedAt: new Date(), mutedAt: null, mutedBy: null },
            });
        });
        return true;
      } catch (err) {
        const code =
          (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
        if (code === "23505") return false;
        throw err;
      }
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
