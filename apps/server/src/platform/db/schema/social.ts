// Social graph and content (spec §3): follows, posts, likes, comments, notifications, categories.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** follower → following; `pending` until a private owner accepts. */
export const follows = pgTable(
  "follows",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    followingId: uuid("following_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("accepted"),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index("follows_following_idx").on(t.followingId, t.status),
    check("follows_no_self", sql`${t.followerId} <> ${t.followingId}`),
    check("follows_status_check", sql`${t.status} in ('accepted', 'pending')`),
  ],
);

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    mediaUrls: text("media_urls").array().notNull().default(sql`'{}'::text[]`),
    /** visible, held (waiting for a moderator: watched word or a crisis method), hidden (by a moderator). */
    moderationState: text("moderation_state").notNull().default("visible"),
    /** Sensitive themes found in the post (self_harm, suicide, eating, abuse, loss): collapsed for members who chose them. */
    themes: text("themes").array().notNull().default(sql`'{}'::text[]`),
    createdAt,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Feed and profile pages: newest posts of one author, keyset (created_at, id).
    index("posts_author_recent_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("posts_recent_idx").on(t.createdAt.desc(), t.id.desc()),
    check("posts_moderation_state_check", sql`${t.moderationState} in ('visible', 'held', 'hidden')`),
  ],
);

/** One like per member per post, enforced by the primary key. */
export const postLikes = pgTable(
  "post_likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** "this helped me", one mark per member per post; the Uplift Feed ranks by it. */
export const postHelpfulMarks = pgTable(
  "post_helpful_marks",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_helpful_marks_user_idx").on(t.userId)],
);

export const postComments = pgTable(
  "post_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    parentCommentId: uuid("parent_comment_id").references((): AnyPgColumn => postComments.id, {
      onDelete: "cascade",
    }),
    content: text("content").notNull(),
    /** visible, held (waiting for a moderator: watched word or a crisis method), hidden (by a moderator). */
    moderationState: text("moderation_state").notNull().default("visible"),
    createdAt,
  },
  (t) => [
    index("post_comments_post_idx").on(t.postId, t.createdAt.desc()),
    index("post_comments_parent_idx").on(t.parentCommentId, t.createdAt),
    // The write check reads an author's comments of the last day with their next post or comment.
    index("post_comments_author_recent_idx").on(t.userId, t.createdAt.desc()),
    check("post_comments_moderation_state_check", sql`${t.moderationState} in ('visible', 'held', 'hidden')`),
  ],
);

export const postCommentLikes = pgTable(
  "post_comment_likes",
  {
    commentId: uuid("comment_id")
      .notNull()
      .references(() => postComments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    /** requester_id, follower_id, sender_id, caller_id, actor_id … as spec §3 lists. */
    data: jsonb("data").notNull().default(sql`'{}'::jsonb`),
    createdAt,
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc()),
    // "Unless an unread one from the same actor exists" (a chat's first message, the send facts, the
    // unread badge) reads only unread rows: without this it walked every notification the member ever
    // had (0.25 ms at 5,000; bench/notifications-unread.ts). Unread rows are few.
    index("notifications_unread_idx").on(t.userId, t.type, sql`(${t.data}->>'actor_id')`).where(sql`not ${t.isRead}`),
    check(
      "notifications_type_check",
      sql`${t.type} in ('follow_request', 'follow_accept', 'follow', 'call', 'message', 'booking', 'booking_cancelled', 'application', 'refund', 'dispute', 'account', 'moderation', 'comment', 'like', 'data_export', 'grievance', 'reminder', 'booking_moved', 'circle', 'young_people')`,
    ),
  ],
);

/**
 * A notification email that could not be sent, waiting for its next try (1, 5, 25 minutes, then failed).
 * No words are kept: the email is written again from (user, type, actor) in the member's language when
 * it is sent. Goes with either account (cascade).
 */
export const notificationEmailRetries = pgTable(
  "notification_email_retries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    actorId: uuid("actor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Tries made so far (the first send is try 1). */
    attempts: integer("attempts").notNull().default(1),
    /** pending, or failed (out of tries); a sent or dropped one is deleted. */
    status: text("status").notNull().default("pending"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The kind of the last failure (an error's code or class), never its message. */
    lastError: text("last_error"),
    createdAt,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("notification_email_retries_status_check", sql`${t.status} in ('pending', 'failed')`),
    uniqueIndex("notification_email_retries_once_idx").on(t.userId, t.type, t.actorId),
    index("notification_email_retries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("notification_email_retries_actor_idx").on(t.actorId),
  ],
);

/** Topics members have gone through (and experts specialise in). */
export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const userCategories = pgTable(
  "user_categories",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
