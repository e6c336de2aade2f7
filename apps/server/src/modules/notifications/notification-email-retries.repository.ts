// Notification emails that could not be sent, waiting for their next try (notification_email_retries).
// A due retry is claimed by one worker (FOR UPDATE SKIP LOCKED, its next try moved past a lease in the
// same statement), then deleted when sent or dropped, or moved on. Reads and writes only.
import { and, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { notificationEmailRetries } from "../../platform/db/schema/social.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

const claimedRow = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.string(),
  actor_id: z.string(),
  attempts: z.number(),
});
export type ClaimedEmailRetry = z.infer<typeof claimedRow>;

export function createNotificationEmailRetriesRepository(db: Db) {
  return {
    /** The first try failed: the next is due at `nextAttemptAt` (a failed one of the same news starts over). */
    async schedule(r: { userId: string; type: string; actorId: string; nextAttemptAt: Date; lastError: string }) {
      const set = {
        attempts: 1,
        status: "pending",
        nextAttemptAt: r.nextAttemptAt,
        lastError: r.lastError,
        updatedAt: new Date(),
      };
      await db
        .insert(notificationEmailRetries)
        .values({ userId: r.userId, type: r.type, actorId: r.actorId, ...set })
        .onConflictDoUpdate({
          target: [notificationEmailRetries.userId, notificationEmailRetries.type, notificationEmailRetries.actorId],
          set,
        });
    },

    /** The retries due at `now`, each claimed by this worker for `leaseMs`. */
    claimDue(now: Date, leaseMs: number, limit = 100) {
      return queryRows(
        db,
        claimedRow,
        sql`update notification_email_retries r
          set next_attempt_at = ${new Date(now.getTime() + leaseMs)}, updated_at = now()
          where r.id in (select id from notification_email_retries
            where status = 'pending' and next_attempt_at <= ${now}
            order by next_attempt_at limit ${limit} for update skip locked)
          returning r.id, r.user_id, r.type, r.actor_id, r.attempts`,
      );
    },

    /** Sent, or no longer wanted: nothing is kept. */
    async remove(id: string) {
      await db.delete(notificationEmailRetries).where(eq(notificationEmailRetries.id, id));
    },

    /** Another try failed: the next is due at `nextAttemptAt`, or (null) it is out of tries. */
    async tried(id: string, attempts: number, nextAttemptAt: Date | null, lastError: string) {
      await db
        .update(notificationEmailRetries)
        .set({
          attempts,
          status: nextAttemptAt ? "pending" : "failed",
          nextAttemptAt,
          lastError,
          updatedAt: new Date(),
        })
        .where(eq(notificationEmailRetries.id, id));
    },

    /** Failed ones older than `before` are let go. */
    async purgeFailed(before: Date) {
      await db
        .delete(notificationEmailRetries)
        .where(and(eq(notificationEmailRetries.status, "failed"), lt(notificationEmailRetries.updatedAt, before)));
    },
  };
}

export type NotificationEmailRetriesRepository = ReturnType<typeof createNotificationEmailRetriesRepository>;
