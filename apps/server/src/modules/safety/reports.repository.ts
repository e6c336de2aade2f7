// Members' reports: one per reporter and piece of content, written with the content's
// moderation item in one transaction; a reporter's own list with each item's state.
import { SAFETY_TARGETS, type SafetyTarget } from "@saathi/contract/safety";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { createModerationItemsRepository, type FlagInput } from "./moderation-items.repository.ts";

/** A reporter's report with its item's state (created_at as PostgreSQL's timestamp text). */
const myReportRow = z.object({
  id: z.string(),
  target_type: z.enum(SAFETY_TARGETS),
  reason: z.string(),
  created_at: z.string(),
  status: z.enum(["open", "actioned", "dismissed"]),
  action: z.string().nullable(),
  appeal_status: z.enum(["none", "open", "upheld", "overturned"]),
});
export type MyReportRow = z.infer<typeof myReportRow>;

export function createReportsRepository(db: Db) {
  const items = createModerationItemsRepository(db);
  return {
    async findMine(reporterId: string, type: SafetyTarget, targetId: string): Promise<string | null> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`
        select id from reports where reporter_id = ${reporterId} and target_type = ${type} and target_id = ${targetId}`,
      );
      return rows[0]?.id ?? null;
    },

    /**
     * Adds the report and flags its item, once per reporter and content: concurrent repeats wait on a
     * lock and then find the first one (answers `created: false`).
     */
    async add(
      reporterId: string,
      flag: FlagInput & { reason: string },
      details: string | null,
    ): Promise<{ id: string; created: boolean }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`report:${reporterId}:${flag.targetType}:${flag.targetId}`}))`,
        );
        const found = await queryRows(
          tx,
          z.object({ id: z.string() }),
          sql`
          select id from reports
          where reporter_id = ${reporterId} and target_type = ${flag.targetType} and target_id = ${flag.targetId}`,
        );
        if (found[0]) return { id: found[0].id, created: false };
        const itemId = await items.flag(flag, tx);
        const rows = await queryRows(
          tx,
          z.object({ id: z.string() }),
          sql`
          insert into reports (reporter_id, target_type, target_id, item_id, reason, details)
          values (${reporterId}, ${flag.targetType}, ${flag.targetId}, ${itemId}, ${flag.reason}, ${details})
          returning id`,
        );
        const id = rows[0]?.id;
        if (!id) throw new Error("report insert returned nothing");
        return { id, created: true };
      });
    },

    mine(reporterId: string, limit: number): Promise<MyReportRow[]> {
      return queryRows(
        db,
        myReportRow,
        sql`
        select r.id, r.target_type, r.reason, r.created_at, mi.status, mi.action, mi.appeal_status
        from reports r join moderation_items mi on mi.id = r.item_id
        where r.reporter_id = ${reporterId}
        order by r.created_at desc limit ${limit}`,
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
