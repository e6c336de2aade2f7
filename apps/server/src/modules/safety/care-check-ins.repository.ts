// Next-day check-ins: the member's choice, one scheduled row per member per day, and the
// worker's claim of due rows (SKIP LOCKED: each is sent once across several servers).
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { careCheckInPrefs } from "../../platform/db/schema/care.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export function createCareCheckInsRepository(db: Db) {
  return {
    /** The member's stored choice, or null when they never chose. */
    async pref(userId: string): Promise<boolean | null> {
      const rows = await queryRows(
        db,
        z.object({ enabled: z.boolean() }),
        sql`select enabled from care_check_in_prefs where user_id = ${userId}`,
      );
      return rows[0]?.enabled ?? null;
    },

    async setPref(userId: string, enabled: boolean): Promise<void> {
      await db
        .insert(careCheckInPrefs)
        .values({ userId, enabled, updatedAt: new Date() })
        .onConflictDoUpdate({ target: careCheckInPrefs.userId, set: { enabled, updatedAt: new Date() } });
    },

    /** Schedules the day's check-in unless one exists for that member and day; true when it is new. */
    async schedule(userId: string, day: string, dueAt: Date): Promise<boolean> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`
        insert into care_check_ins (user_id, day, due_at) values (${userId}, ${day}, ${dueAt})
        on conflict (user_id, day) do nothing returning id`,
      );
      return rows.length > 0;
    },

    /**
     * Claims the due check-ins: those whose member still wants them become 'sent', the others
     * 'skipped'. Answers the members to tell.
     */
    async claimDue(now: Date, limit = 100): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ user_id: z.string(), status: z.string() }),
        sql`
        update care_check_ins c set
          status = case when coalesce((select p.enabled from care_check_in_prefs p where p.user_id = c.user_id), true)
            then 'sent' else 'skipped' end,
          done_at = ${now}
        where c.id in (select id from care_check_ins where status = 'pending' and due_at <= ${now}
          order by due_at for update skip locked limit ${limit})
        returning c.user_id, c.status`,
      );
      return rows.filter((r) => r.status === "sent").map((r) => r.user_id);
    },

    /** The member's own check-ins (export). */
    ofMember(userId: string) {
      return queryRows(
        db,
        z.object({
          day: z.string(),
          due_at: z.string(),
          status: z.string(),
          created_at: z.string(),
          done_at: z.string().nullable(),
        }),
        sql`select day, due_at, status, created_at, done_at
          from care_check_ins where user_id = ${userId} order by day`,
      );
    },
  };
}

export type CareCheckInsRepository = ReturnType<typeof createCareCheckInsRepository>;
