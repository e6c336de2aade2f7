// Safety in the social layer (ARCHITECTURE: safety): reports, moderation items and their
// actions and appeals, blocks, mutes, watched words. Block and mute are checked in the policies of
// every feature; the crisis check (modules/safety/crisis) feeds moderation items.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => uuid(name).references(() => user.id, { onDelete: "cascade" });

/** What can be reported or flagged. */
const TARGETS = sql`('post', 'comment', 'message', 'profile', 'review', 'circle_message', 'circle_review', 'circle_room_line')`;

/**
 * One item per reported or flagged piece of content (reports of the same content add to it). Ordered
 * for moderators by risk, then age. `context` is a snapshot of the content and its immediate context
 * (for a chat message: that message and the few before it), so moderators never read whole chats.
 */
export const moderationItems = pgTable(
  "moderation_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** The author of the content (or the reported person for a profile). */
    authorId: userRef("author_id").notNull(),
    /** open (in the queue), actioned, dismissed. */
    status: text("status").notNull().default("open"),
    /** 3 imminent crisis (first in the queue), 2 crisis risk or danger, 1 reported for self-harm / watched word, 0 other. */
    risk: smallint("risk").notNull().default(0),
    /** Why it is in the queue: report, crisis, watched_word (any of them). */
    sources: text("sources").array().notNull().default(sql`'{}'::text[]`),
    /** Report reasons so far (distinct). */
    reasons: text("reasons").array().notNull().default(sql`'{}'::text[]`),
    reportCount: integer("report_count").notNull().default(0),
    /** The crisis check's level (risk, imminent, danger) and signals when it fired. */
    crisisLevel: text("crisis_level"),
    crisisSignals: text("crisis_signals").array().notNull().default(sql`'{}'::text[]`),
    /** The watched word that flagged or held it. */
    watchedWord: text("watched_word"),
    context: jsonb("context").notNull().default(sql`'{}'::jsonb`),
    /** Held: the content waits for a moderator instead of being published. */
    held: boolean("held").notNull().default(false),
    openedAt: ts("opened_at").notNull().defaultNow(),
    /** dismiss, hide, warn, mute, suspend (or approve for held content). */
    action: text("action"),
    actionReason: text("action_reason"),
    muteUntil: ts("mute_until"),
    actionedBy: uuid("actioned_by").references(() => user.id, { onDelete: "set null" }),
    actionedAt: ts("actioned_at"),
    /** none, open (back in the queue), upheld, overturned. The author may appeal once. */
    appealStatus: text("appeal_status").notNull().default("none"),
    appealText: text("appeal_text"),
    appealedAt: ts("appealed_at"),
    appealDecidedBy: uuid("appeal_decided_by").references(() => user.id, { onDelete: "set null" }),
    appealDecidedAt: ts("appeal_decided_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("moderation_items_target_idx").on(t.targetType, t.targetId),
    index("moderation_items_queue_idx").on(t.status, t.risk.desc(), t.openedAt),
    index("moderation_items_author_idx").on(t.authorId),
    check("moderation_items_target_check", sql`${t.targetType} in ${TARGETS}`),
    check("moderation_items_status_check", sql`${t.status} in ('open', 'actioned', 'dismissed')`),
    check(
      "moderation_items_action_check",
      sql`${t.action} is null or ${t.action} in ('dismiss', 'approve', 'hide', 'warn', 'mute', 'suspend')`,
    ),
    check("moderation_items_appeal_check", sql`${t.appealStatus} in ('none', 'open', 'upheld', 'overturned')`),
    check("moderation_items_risk_check", sql`${t.risk} between 0 and 3`),
    check(
      "moderation_items_crisis_level_check",
      sql`${t.crisisLevel} is null or ${t.crisisLevel} in ('risk', 'imminent', 'danger')`,
    ),
  ],
);

/** A member's report; one per reporter and piece of content. The reporter is told the outcome. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: userRef("reporter_id").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => moderationItems.id, { onDelete: "cascade" }),
    /** self_harm, harassment, hate, sexual, spam, harmful_advice, other. */
    reason: text("reason").notNull(),
    details: text("details"),
    createdAt: ts("created_at").notNull().defaultNow(),
    outcomeNotifiedAt: ts("outcome_notified_at"),
  },
  (t) => [
    uniqueIndex("reports_reporter_target_idx").on(t.reporterId, t.targetType, t.targetId),
    index("reports_item_idx").on(t.itemId),
    check("reports_target_check", sql`${t.targetType} in ${TARGETS}`),
    check(
      "reports_reason_check",
      sql`${t.reason} in ('self_harm', 'harassment', 'hate', 'sexual', 'spam', 'harmful_advice', 'other')`,
    ),
  ],
);

/** blocker blocks blocked: neither sees the other anywhere (checked in every feature's policy). */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: userRef("blocker_id").notNull(),
    blockedId: userRef("blocked_id").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId, t.blockerId),
    check("blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** muter hides muted's posts and comments from their feed and notifications until `until` (null: until undone). */
export const mutes = pgTable(
  "mutes",
  {
    muterId: userRef("muter_id").notNull(),
    mutedId: userRef("muted_id").notNull(),
    until: ts("until"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), check("mutes_not_self", sql`${t.muterId} <> ${t.mutedId}`)],
);

/**
 * Where each block or mute came from, one row a source: the member's own (nickname null: made knowing who,
 * from a profile, post or chat) or a support-circle room, under the nickname the person had there. `blocks`
 * and `mutes` hold the effect (one row a pair, what every feature reads); a pair's row goes when its last
 * source goes. The lists name a circle source only by its nickname (peer circles promise nicknames only),
 * and undo it by this row's id, never by the person's id.
 */
export const visibilitySources = pgTable(
  "visibility_sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    ownerId: userRef("owner_id").notNull(),
    targetId: userRef("target_id").notNull(),
    /** null: made directly, knowing who; else the room nickname it was made under. */
    nickname: text("nickname"),
    /** Mutes only: when this source runs out (null: until undone). */
    until: ts("until"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    // One source of each kind a pair: one direct, one a nickname (coalesce: the direct one's nickname is null).
    uniqueIndex("visibility_sources_one_idx").on(t.ownerId, t.kind, t.targetId, sql`coalesce(${t.nickname}, '')`),
    check("visibility_sources_kind_check", sql`${t.kind} in ('block', 'mute')`),
    check("visibility_sources_not_self", sql`${t.ownerId} <> ${t.targetId}`),
  ],
);

/** Words admins watch: block outright, hold for approval, or flag for review (like Discourse's). */
export const watchedWords = pgTable(
  "watched_words",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-case word or phrase, matched on whole words of the normalised text. */
    phrase: text("phrase").notNull().unique(),
    action: text("action").notNull(),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [check("watched_words_action_check", sql`${t.action} in ('block', 'hold', 'flag')`)],
);
