// Posts as a viewer may see them: a private author's posts only for the author and accepted followers.
import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import {
  joinPerson,
  notSuspendedId,
  personColumns,
  personNotSuspended,
  personRow,
} from "../../platform/db/person-columns.ts";
import { posts } from "../../platform/db/schema/social.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";
import {
  hiddenIdsOf,
  moderationReasonOf,
  moderationVisibleTo,
  notBlockedBetween,
  notMutedBy,
  viewerSensitiveThemes,
} from "../../platform/db/visibility.ts";
import type { PostCursor } from "./post-cursor.ts";

const followState = z.enum(["accepted", "pending"]).nullable();
/** A moderation state as its check constraint allows it. */
export const moderationState = z.enum(["visible", "held", "hidden"]);

/** A post as the feed reads it (timestamps as PostgreSQL's text: raw rows keep them so). */
export const postRow = z.object({
  id: z.string(),
  content: z.string(),
  media_urls: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  user_id: z.string(),
  person: personRow,
  bio: z.string().nullable(),
  like_count: z.number(),
  comment_count: z.number(),
  liked_by_me: z.boolean(),
  helpful_count: z.number(),
  marked_helpful: z.boolean(),
  viewer_follow: followState,
  author_follow: followState,
  moderation_state: moderationState,
  /** The moderator's reason, only on the author's own hidden post. */
  moderation_reason: z.string().nullable(),
  themes: z.array(z.string()),
  viewer_themes: z.array(z.string()).nullable(),
});
export type PostRow = z.infer<typeof postRow>;

const mediaRow = z.object({ id: z.string(), user_id: z.string(), media_urls: z.array(z.string()) });

/**
 * The one visibility rule, in SQL: public author, the viewer themself, or an accepted follower.
 * A null viewer (not signed in) sees public authors only. A suspended author's posts are hidden
 * from everyone. Blocking hides both ways, and held or hidden posts reach only their
 * author (platform/db/visibility.ts).
 */
const visibleTo = (
  viewerId: string | null,
  hidden: SQL = hiddenIdsOf(viewerId, false),
) => sql`${personNotSuspended} and (not up.is_private or p.user_id = ${viewerId} or exists (
  select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = p.user_id and f.status = 'accepted'))
  and ${moderationVisibleTo(viewerId, sql`p.moderation_state`, sql`p.user_id`)}
  and p.user_id <> all(${hidden})`;

/** A comment (or reply) `c` as the viewer may see it: its author not suspended, blocked or muted; not held or hidden. */
export const commentVisibleTo = (viewerId: string, c: string) =>
  sql`${notSuspendedId(sql.raw(`${c}.user_id`))} and ${notBlockedBetween(viewerId, sql.raw(`${c}.user_id`))}
    and ${notMutedBy(viewerId, sql.raw(`${c}.user_id`))}
    and ${moderationVisibleTo(viewerId, sql.raw(`${c}.moderation_state`), sql.raw(`${c}.user_id`))}`;

/**
 * Two steps, so the planner walks the (created_at, id) index and stops after `limit` visible posts
 * instead of joining every post: first the page (visibility only), then counts for those rows.
 */
export function selectPosts(viewerId: string, where: SQL, limit: number, homeFeed = false) {
  // The home feed also leaves out people the viewer muted; their profile still shows their posts.
  // Blocked and muted people come as one array each (hiddenIdsOf), not as anti-joins per row.
  return sql`
    with page as materialized (
      select p.id, p.content, p.media_urls, p.created_at, p.updated_at, p.user_id, ${personColumns}, up.bio,
        p.moderation_state, p.themes
      from posts p
      ${joinPerson(sql`p.user_id`)}
      where ${where} and ${visibleTo(viewerId, hiddenIdsOf(viewerId, homeFeed))}
      -- NULLS LAST matches the indexes drizzle-kit made (the columns are NOT NULL anyway).
      order by p.created_at desc nulls last, p.id desc nulls last
      limit ${limit}
    )
    select page.*,
      (select count(*) from post_likes l where l.post_id = page.id)::int as like_count,
      (select count(*) from post_comments c where c.post_id = page.id and c.parent_comment_id is null
        and ${notSuspendedId(sql`c.user_id`)} and c.user_id <> all(${hiddenIdsOf(viewerId, true)})
        and ${moderationVisibleTo(viewerId, sql`c.moderation_state`, sql`c.user_id`)})::int as comment_count,
      exists (select 1 from post_likes l where l.post_id = page.id and l.user_id = ${viewerId}) as liked_by_me,
      (select count(*) from post_helpful_marks h where h.post_id = page.id)::int as helpful_count,
      exists (select 1 from post_helpful_marks h where h.post_id = page.id and h.user_id = ${viewerId}) as marked_helpful,
      (select f.status from follows f where f.follower_id = ${viewerId} and f.following_id = page.user_id) as viewer_follow,
      (select f.status from follows f where f.follower_id = page.user_id and f.following_id = ${viewerId}) as author_follow,
      case when page.moderation_state = 'hidden' then ${moderationReasonOf("post", sql`page.id`)} end as moderation_reason,
      ${viewerSensitiveThemes(viewerId)} as viewer_themes
    from page
    order by page.created_at desc, page.id desc`;
}

const before = (cursor: PostCursor | null) =>
  cursor ? sql`(p.created_at, p.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql`true`;

export function createPostsRepository(db: Db) {
  const rows = (q: SQL) => queryRows(db, postRow, q);
  return {
    /** Newest posts the viewer may see (optionally of one author), keyset-paged. */
    page(viewerId: string, cursor: PostCursor | null, limit: number, authorId?: string) {
      const where = authorId ? sql`p.user_id = ${authorId} and ${before(cursor)}` : before(cursor);
      return rows(selectPosts(viewerId, where, limit, !authorId));
    },
    /** One post, only if the viewer may see it. */
    async findVisible(viewerId: string, postId: string): Promise<PostRow | null> {
      return (await rows(selectPosts(viewerId, sql`p.id = ${postId}`, 1)))[0] ?? null;
    },
    /** A post's author, privacy and media list, only if the viewer may see the post (its images follow it). */
    async findVisibleMedia(
      viewerId: string | null,
      postId: string,
    ): Promise<{ user_id: string; is_private: boolean; media_urls: string[] } | null> {
      return queryRow(
        db,
        z.object({ user_id: z.string(), is_private: z.boolean(), media_urls: z.array(z.string()) }),
        sql`select p.user_id, up.is_private, p.media_urls
          from posts p ${joinPerson(sql`p.user_id`)}
          where p.id = ${postId} and ${visibleTo(viewerId)}`,
      );
    },
    /**
     * Rewrites the media list of every post that still holds public image URLs (written before
     * decision 011). Rows are locked while `rewrite` moves their files, so a second server process
     * starting at the same time waits and then finds nothing left to do.
     */
    async rewriteLegacyMedia(
      rewrite: (row: { id: string; user_id: string; media_urls: string[] }) => Promise<string[]>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await queryRows(
          tx,
          mediaRow,
          sql`select id, user_id, media_urls from posts
            where cardinality(media_urls) > 0 and exists (select 1 from unnest(media_urls) m where m not like 'posts/%')
            for update`,
        );
        for (const row of rows) {
          const next = await rewrite(row);
          await tx.update(posts).set({ mediaUrls: next }).where(eq(posts.id, row.id));
        }
        return rows.length;
      });
    },
    async ownerOf(postId: string): Promise<string | null> {
      const r = await db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, postId)).limit(1);
      return r[0]?.userId ?? null;
    },
    /** `safety`: held posts wait for a moderator; themes collapse them for members who chose so. */
    async insert(
      userId: string,
      content: string,
      mediaUrls: string[],
      safety: { moderationState: "visible" | "held"; themes: string[] } = { moderationState: "visible", themes: [] },
    ): Promise<string> {
      const [row] = await db
        .insert(posts)
        .values({ userId, content, mediaUrls, ...safety })
        .returning({ id: posts.id });
      if (!row) throw new Error("post insert returned nothing");
      return row.id;
    },
    async delete(postId: string, userId: string): Promise<string[] | null> {
      const r = await db
        .delete(posts)
        .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
        .returning({ mediaUrls: posts.mediaUrls });
      return r[0]?.mediaUrls ?? null;
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
