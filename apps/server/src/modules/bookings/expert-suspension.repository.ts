// What suspending an expert touches among bookings: their sessions still to come, with the
// member's email to tell them, and their unpaid holds.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

const affectedBooking = z.object({
  id: z.string(),
  client_id: z.string(),
  client_email: z.string(),
  starts_at: z.string(),
});
export type AffectedBooking = z.infer<typeof affectedBooking>;

export function createExpertSuspensionRepository(db: Db) {
  return {
    /** CONFIRMED bookings of the expert that start in the future, earliest first. */
    futureConfirmed(expertId: string): Promise<AffectedBooking[]> {
      return queryRows(
        db,
        affectedBooking,
        sql`
        select b.id, b.client_id, u.email as client_email, b.starts_at
        from bookings b join "user" u on u.id = b.client_id
        where b.expert_id = ${expertId} and b.status = 'CONFIRMED' and b.starts_at > now()
        order by b.starts_at`,
      );
    },
    /** Unpaid holds on the expert: ended so nobody pays a hidden expert (a late payment is refunded). */
    async liveHolds(expertId: string): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`
        select id from bookings where expert_id = ${expertId} and status = 'HELD'`,
      );
      return rows.map((r) => r.id);
    },
  };
}

export type ExpertSuspensionRepository = ReturnType<typeof createExpertSuspensionRepository>;
