// True and false alarms: a moderator's verdict on a crisis flag with its audit record, the
// weekly precision, and the review set, read without the author or the item (anonymised).
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { crisisOutcomes } from "../../platform/db/schema/care.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { CARE_TIME_ZONE } from "./care.policy.ts";

const flaggedItem = z.object({
  id: z.string(),
  author_id: z.string(),
  target_id: z.string(),
  sources: z.array(z.string()),
  crisis_level: z.string().nullable(),
  crisis_signals: z.array(z.string()),
  context: z.unknown(),
});
export type FlaggedItem = z.infer<typeof flaggedItem>;

/** marked_at is PostgreSQL's text (raw SQL leaves timestamps as text). */
const outcomeRow = z.object({
  outcome: z.enum(["true_alarm", "false_alarm"]),
  marked_at: z.string(),
  marked_by: z.string().nullable(),
});
export type OutcomeRow = z.infer<typeof outcomeRow>;

export function createAlarmOutcomesRepository(db: Db) {
  return {
    async item(itemId: string): Promise<FlaggedItem | null> {
      const rows = await queryRows(
        db,
        flaggedItem,
        sql`
        select id, author_id, target_id, sources, crisis_level, crisis_signals, context
        from moderation_items where id = ${itemId}`,
      );
      return rows[0] ?? null;
    },

    async of(itemId: string): Promise<OutcomeRow | null> {
      const rows = await queryRows(
        db,
        outcomeRow,
        sql`select outcome, marked_at, marked_by from crisis_outcomes where item_id = ${itemId}`,
      );
      return rows[0] ?? null;
    },

    /** Marks (or re-marks) the item and writes the audit record in one transaction. */
    async mark(
      v: {
        itemId: string;
        outcome: "true_alarm" | "false_alarm";
        level: string | null;
        signals: string[];
        text: string | null;
        markedBy: string;
      },
      audit: AuditRecord,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const row = {
          outcome: v.outcome,
          crisisLevel: v.level,
          signals: v.signals,
          text: v.text,
          markedBy: v.markedBy,
          markedAt: new Date(),
        };
        await tx
          .insert(crisisOutcomes)
          .values({ itemId: v.itemId, ...row })
          .onConflictDoUpdate({ target: crisisOutcomes.itemId, set: row });
        await writeAudit(tx, audit);
      });
    },

    /** Marked alarms per week (weeks start on Monday, India time) over the last `weeks` weeks, newest first. */
    async perWeek(weeks: number, now: Date = new Date()) {
      const rows = await queryRows(
        db,
        z.object({ week: z.string(), true_alarms: z.number(), marked: z.number() }),
        sql`
        select to_char(date_trunc('week', marked_at at time zone ${CARE_TIME_ZONE}), 'YYYY-MM-DD') as week,
          count(*) filter (where outcome = 'true_alarm')::int as true_alarms, count(*)::int as marked
        from crisis_outcomes
        where marked_at >= date_trunc('week', ${now}::timestamptz at time zone ${CARE_TIME_ZONE}) at time zone ${CARE_TIME_ZONE}
          - make_interval(weeks => ${weeks - 1})
        group by 1 order by 1 desc`,
      );
      return rows;
    },

    /** The review set, newest first: no author, no item, no moderator. */
    async reviewSet(limit: number) {
      const rows = await queryRows(
        db,
        z.object({
          outcome: z.enum(["true_alarm", "false_alarm"]),
          crisis_level: z.string().nullable(),
          signals: z.array(z.string()),
          text: z.string().nullable(),
          marked_at: z.string(),
        }),
        sql`select outcome, crisis_level, signals, text, marked_at from crisis_outcomes
        order by marked_at desc limit ${limit}`,
      );
      return rows;
    },

    /** The author withdrew their consent: their texts leave the review set (the outcomes stay). */
    async forgetTextsOf(authorId: string): Promise<number> {
      const rows = await queryRows(
        db,
        z.object({ item_id: z.string() }),
        sql`
        update crisis_outcomes set text = null
        where text is not null and item_id in (select id from moderation_items where author_id = ${authorId})
        returning item_id`,
      );
      return rows.length;
    },

    /** The member's own texts kept in the review set (export). */
    textsOf(authorId: string) {
      return queryRows(
        db,
        z.object({ outcome: z.string(), text: z.string(), marked_at: z.string() }),
        sql`select o.outcome, o.text, o.marked_at from crisis_outcomes o
          join moderation_items mi on mi.id = o.item_id
          where mi.author_id = ${authorId} and o.text is not null order by o.marked_at`,
      );
    },
  };
}

export type AlarmOutcomesRepository = ReturnType<typeof createAlarmOutcomesRepository>;
