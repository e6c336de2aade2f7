// The moderation queue's reads and decisions. Items are read with only their own snapshot
// (the content and its immediate context); decisions change the content's state, the author's
// posting mute, the item and the audit log in one transaction.
import type { ModerationQuery } from "@saathi/contract/admin-moderation";
import { SAFETY_TARGETS, type SafetyTarget } from "@saathi/contract/safety";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { personById, personRow, suspensionLive } from "../../platform/db/person-columns.ts";
import { moderationItems } from "../../platform/db/schema/safety.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";

/** A queue item with its author and content state (timestamps as PostgreSQL's text). */
export const itemRow = z.object({
  id: z.string(),
  target_type: z.enum(SAFETY_TARGETS),
  target_id: z.string(),
  author_id: z.string(),
  status: z.enum(["open", "actioned", "dismissed"]),
  risk: z.number(),
  sources: z.array(z.string()),
  reasons: z.array(z.string()),
  report_count: z.number(),
  opened_at: z.string(),
  held: z.boolean(),
  crisis_level: z.string().nullable(),
  crisis_signals: z.array(z.string()),
  watched_word: z.string().nullable(),
  context: z.unknown(),
  action: z.string().nullable(),
  action_reason: z.string().nullable(),
  actioned_by: z.string().nullable(),
  actioned_at: z.string().nullable(),
  appeal_status: z.enum(["none", "open", "upheld", "overturned"]),
  appeal_text: z.string().nullable(),
  appealed_at: z.string().nullable(),
  content_state: z.string().nullable(),
  person: personRow.nullable(),
  author_email: z.string(),
  author_suspended: z.boolean(),
  posting_muted_until: z.string().nullable(),
  prior_actions: z.number(),
});
export type ItemRow = z.infer<typeof itemRow>;

/**
 * The table holding each kind of content's moderation_state (profiles have none; a live room's
 * side-chat line is stored nowhere but in its item, so a decision has no content to change).
 */
type Stateless = "profile" | "circle_room_line";
const CONTENT_TABLE: Record<Exclude<SafetyTarget, Stateless>, SQL> = {
  post: sql.raw("posts"),
  comment: sql.raw("post_comments"),
  message: sql.raw("chat_messages"),
  review: sql.raw("expert_feedbacks"),
  circle_message: sql.raw("peer_room_messages"),
  circle_review: sql.raw("circle_reviews"),
};

const contentState = sql`case mi.target_type
  when 'post' then (select moderation_state from posts where id::text = mi.target_id)
  when 'comment' then (select moderation_state from post_comments where id::text = mi.target_id)
  when 'message' then (select moderation_state from chat_messages where id::text = mi.target_id)
  when 'review' then (select moderation_state from expert_feedbacks where id::text = mi.target_id)
  when 'circle_message' then (select moderation_state from peer_room_messages where id::text = mi.target_id)
  when 'circle_review' then (select moderation_state from circle_reviews where id::text = mi.target_id)
  else null end`;

const itemColumns = sql`mi.id, mi.target_type, mi.target_id, mi.author_id, mi.status, mi.risk, mi.sources, mi.reasons,
  mi.report_count, mi.opened_at, mi.held, mi.crisis_level, mi.crisis_signals, mi.watched_word, mi.context, mi.action,
  mi.action_reason, mi.actioned_by, mi.actioned_at, mi.appeal_status, mi.appeal_text, mi.appealed_at,
  ${contentState} as content_state,
  ${personById(sql`mi.author_id`)} as person,
  (select email from "user" where id = mi.author_id) as author_email,
  coalesce((select ${suspensionLive(sql`s.suspended_at`, sql`s.suspended_until`)} from user_profiles s
    where s.user_id = mi.author_id), false) as author_suspended,
  (select posting_muted_until from user_profiles m where m.user_id = mi.author_id) as posting_muted_until,
  (select count(*)::int from moderation_items o where o.author_id = mi.author_id and o.id <> mi.id
    and o.action in ('hide', 'warn', 'mute', 'suspend')) as prior_actions`;

type Executor = Pick<Db, "execute" | "insert">;

/** The item's columns a decision or an appeal changes. */
export type ItemChange = Partial<
  Pick<
    typeof moderationItems.$inferInsert,
    | "status"
    | "action"
    | "actionReason"
    | "muteUntil"
    | "actionedBy"
    | "actionedAt"
    | "held"
    | "appealStatus"
    | "appealText"
    | "appealedAt"
    | "appealDecidedBy"
    | "appealDecidedAt"
  >
>;

export function createModerationRepository(db: Db) {
  return {
    /** A page of the queue: risk first, then the oldest. */
    async page(q: ModerationQuery): Promise<{ rows: ItemRow[]; total: number }> {
      const where = [
        q.status === "appeal" ? sql`mi.appeal_status = 'open'` : sql`mi.status = ${q.status}`,
        q.source ? sql`${q.source} = any(mi.sources)` : sql`true`,
        q.targetType ? sql`mi.target_type = ${q.targetType}` : sql`true`,
      ];
      const cond = sql.join(where, sql` and `);
      const [rows, count] = await Promise.all([
        queryRows(
          db,
          itemRow,
          sql`
          select ${itemColumns} from moderation_items mi where ${cond}
          order by mi.risk desc nulls last, mi.opened_at asc, mi.id asc
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
        ),
        queryRows(
          db,
          z.object({ n: z.number() }),
          sql`select count(*)::int as n from moderation_items mi where ${cond}`,
        ),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    async find(id: string): Promise<ItemRow | null> {
      return queryRow(db, itemRow, sql`select ${itemColumns} from moderation_items mi where mi.id = ${id}`);
    },

    async reportsOf(itemId: string) {
      const rows = await queryRows(
        db,
        z.object({ reason: z.string(), details: z.string().nullable(), created_at: z.string() }),
        sql`
        select reason, details, created_at from reports where item_id = ${itemId} order by created_at asc`,
      );
      return rows;
    },

    /** Reporters not yet told the outcome; marks them told. */
    async takeReportersToTell(itemId: string): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ reporter_id: z.string() }),
        sql`
        update reports set outcome_notified_at = now()
        where item_id = ${itemId} and outcome_notified_at is null returning reporter_id`,
      );
      return rows.map((r) => r.reporter_id);
    },

    /** Staff other than this one (an appeal goes to someone else when there is anyone else). */
    async otherStaffCount(staffId: string): Promise<number> {
      const rows = await queryRows(
        db,
        z.object({ n: z.number() }),
        sql`
        select count(*)::int as n from "user" where role in ('admin', 'moderator') and id <> ${staffId}`,
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * Applies a decision in one transaction: the content's state (when given), the author's posting
     * mute (when given), the item's columns, and the audit record. Answers false when the item
     * changed meanwhile (no longer in the expected status).
     */
    async decide(
      item: { id: string; targetType: SafetyTarget; targetId: string; authorId: string },
      expect: { status: string; appealStatus: string },
      change: {
        contentState?: "visible" | "hidden";
        mutedUntil?: Date | null;
        item: ItemChange;
      },
      audit: AuditRecord,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(moderationItems)
          .set({ ...change.item, updatedAt: new Date() })
          .where(
            and(
              eq(moderationItems.id, item.id),
              eq(moderationItems.status, expect.status),
              eq(moderationItems.appealStatus, expect.appealStatus),
            ),
          )
          .returning({ id: moderationItems.id });
        if (!rows[0]) return false;
        if (change.contentState && item.targetType !== "profile" && item.targetType !== "circle_room_line") {
          const table = CONTENT_TABLE[item.targetType];
          await tx.execute(
            sql`update ${table} set moderation_state = ${change.contentState} where id = ${item.targetId}::uuid`,
          );
        }
        if (change.mutedUntil !== undefined) {
          await tx.execute(
            sql`update user_profiles set posting_muted_until = ${change.mutedUntil} where user_id = ${item.authorId}`,
          );
        }
        await writeAudit(tx as Executor, audit);
        return true;
      });
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
