// Staff on duty: each staff member's own switch, and who is on duty now. Only staff whose
// role still uses the moderation queue count, so a revoked moderator is never alerted.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { staffDuty } from "../../platform/db/schema/care.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export function createOnDutyRepository(db: Db) {
  return {
    async get(userId: string): Promise<{ onDuty: boolean; changedAt: Date } | null> {
      const rows = await queryRows(
        db,
        z.object({ on_duty: z.boolean(), changed_at: z.string() }),
        sql`select on_duty, changed_at from staff_duty where user_id = ${userId}`,
      );
      const r = rows[0];
      return r ? { onDuty: r.on_duty, changedAt: new Date(r.changed_at) } : null;
    },

    /** Sets the switch and writes its audit record in one transaction. */
    async set(userId: string, onDuty: boolean, audit: AuditRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(staffDuty)
          .values({ userId, onDuty, changedAt: new Date() })
          .onConflictDoUpdate({ target: staffDuty.userId, set: { onDuty, changedAt: new Date() } });
        await writeAudit(tx, audit);
      });
    },

    /** Everyone on duty now whose role uses the moderation queue. */
    async onDutyStaff(roles: readonly string[]): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ user_id: z.string() }),
        sql`
        select d.user_id from staff_duty d join "user" u on u.id = d.user_id
        where d.on_duty and u.role in (${sql.join(
          roles.map((r) => sql`${r}`),
          sql`, `,
        )})`,
      );
      return rows.map((r) => r.user_id);
    },
  };
}

export type OnDutyRepository = ReturnType<typeof createOnDutyRepository>;
