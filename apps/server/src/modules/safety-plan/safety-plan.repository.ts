// Reads and writes a member's safety plan and trusted contact (one row each per member), and reads
// the two facts the plan shows beside them: the member's own first name and the expert they booked last.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { joinPerson, type PersonRow, personById, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { safetyPlans, trustedContacts } from "../../platform/db/schema/safety-plan.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { listedExpertSql } from "../experts/index.ts";

export type SafetyPlanRow = typeof safetyPlans.$inferSelect;
export type TrustedContactRow = typeof trustedContacts.$inferSelect;
export type TrustedContactFields = Pick<TrustedContactRow, "name" | "phone" | "email" | "relation">;

export function createSafetyPlanRepository(db: Db) {
  return {
    async findPlan(userId: string): Promise<SafetyPlanRow | null> {
      const [row] = await db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
      return row ?? null;
    },
    async upsertPlan(userId: string, steps: Record<string, string[]>): Promise<SafetyPlanRow> {
      const [row] = await db
        .insert(safetyPlans)
        .values({ userId, steps })
        .onConflictDoUpdate({ target: safetyPlans.userId, set: { steps, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error("safety plan upsert returned nothing");
      return row;
    },
    async findContact(userId: string): Promise<TrustedContactRow | null> {
      const [row] = await db.select().from(trustedContacts).where(eq(trustedContacts.userId, userId));
      return row ?? null;
    },
    async upsertContact(userId: string, v: TrustedContactFields): Promise<TrustedContactRow> {
      const [row] = await db
        .insert(trustedContacts)
        .values({ userId, ...v })
        .onConflictDoUpdate({ target: trustedContacts.userId, set: { ...v, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error("trusted contact upsert returned nothing");
      return row;
    },
    async removeContact(userId: string): Promise<boolean> {
      const rows = await db
        .delete(trustedContacts)
        .where(eq(trustedContacts.userId, userId))
        .returning({ id: trustedContacts.userId });
      return rows.length > 0;
    },
    /** The member's own profile (their first name goes into the message they ask Saathi to send). */
    async member(userId: string): Promise<PersonRow | null> {
      const rows = await queryRows(
        db,
        z.object({ person: personRow.nullable() }),
        sql`select ${personById(sql`${userId}::uuid`)} as person`,
      );
      return rows[0]?.person ?? null;
    },
    /** The listed expert of the member's latest confirmed session (past or to come), if any. */
    async lastExpert(userId: string): Promise<PersonRow | null> {
      const rows = await queryRows(
        db,
        z.object({ person: personRow }),
        sql`
        select ${personColumns}
        from (select expert_id, max(starts_at) as last_at from bookings
              where client_id = ${userId} and status = 'CONFIRMED' group by expert_id) b
        join expert_profiles ep on ep.user_id = b.expert_id
        ${joinPerson(sql`b.expert_id`)}
        where ${listedExpertSql()}
        order by b.last_at desc limit 1`,
      );
      return rows[0]?.person ?? null;
    },
  };
}

export type SafetyPlanRepository = ReturnType<typeof createSafetyPlanRepository>;
