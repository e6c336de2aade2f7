import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { joinPerson, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { postComments } from "../../platform/db/schema/social.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { moderationReasonOf } from "../../platform/db/visibility.ts";
import { commentVisibleTo, moderationState } from "./posts.repository.ts";

/** A comment as the post's page reads it (created_at as PostgreSQL's text). */
export const commentRow = z.object({
  id: z.string(),
  post_id: z.string(),
  user_id: z.string(),
  content: z.string(),
  parent_comment_id: z.string().nullable(),
  created_at: z.string(),
  person: personRow,
  likes_count: z.number(),
  reply_count: z.number(),
  is_liked_by_user: z.boolean(),
  moderation_state: moderationState,
  moderation_reason: z.string().nullable(),
});
export type CommentRow = z.infer<typeof commentRow>;

function selectComments(viewerId: string, where: SQL, order: SQL, limit: number, offset: number) {
  return sql`
    select c.id, c.post_id, c.user_id, c.content, c.parent_comment_id, c.created_at, ${personColumns},
      c.moderation_state,
      case when c.moderation_state = 'hidden' and c.user_id = ${viewerId} then ${moderationReasonOf("comment", sql`c.id`)} end as moderation_reason,
      (select count(*) from post_comment_likes l where l.comment_id = c.id)::int as likes_count,
      (select count(*) from post_comments r where r.parent_comment_id = c.id
        and ${commentVisibleTo(viewerId, "r")})::int as reply_count,
      exists (select 1 from post_comment_likes l where l.comment_id = c.id and l.user_id = ${viewerId}) as is_liked_by_user
    from post_comments c
    ${joinPerson(sql`c.user_id`)}
    -- Suspended (issue 15), blocked or muted members' comments and held or hidden ones are left out (issue 16).
    where ${where} and ${commentVisibleTo(viewerId, "c")}
    order by ${order}
    limit ${limit} offset ${offset}`;
}

export function createCommentsRepository(db: Db) {
  const rows = (q: SQL) => queryRows(db, commentRow, q);
  return {
    /** get_post_comments: top-level comments of a post, paged. */
    topLevel(viewerId: string, postId: string, page: number, limit: number, order: "asc" | "desc") {
      const dir = order === "asc" ? sql`c.created_at asc, c.id asc` : sql`c.created_at desc, c.id desc`;
      return rows(
        selectComments(
          viewerId,
          sql`c.post_id = ${postId} and c.parent_comment_id is null`,
          dir,
          limit,
          (page - 1) * limit,
        ),
      );
    },
    /** get_comment_replies: oldest first. */
    replies(viewerId: string, commentId: string) {
      return rows(
        selectComments(viewerId, sql`c.parent_comment_id = ${commentId}`, sql`c.created_at asc, c.id asc`, 200, 0),
      );
    },
    async one(viewerId: string, id: string): Promise<CommentRow | null> {
      return (await rows(selectComments(viewerId, sql`c.id = ${id}`, sql`c.id`, 1, 0)))[0] ?? null;
    },
    async find(id: string) {
      const r = await db
        .select({
          postId: postComments.postId,
          userId: postComments.userId,
          parentCommentId: postComments.parentCommentId,
        })
        .from(postComments)
        .where(eq(postComments.id, id))
        .limit(1);
      return r[0] ?? null;
    },
    async insert(
      postId: string,
      userId: string,
      content: string,
      parentCommentId: string | null,
      moderationState: "visible" | "held" = "visible",
    ): Promise<string> {
      const [row] = await db
        .insert(postComments)
        .values({ postId, userId, content, parentCommentId, moderationState })
        .returning({ id: postComments.id });
      if (!row) throw new Error("comment insert returned nothing");
      return row.id;
    },
    async delete(id: string, userId: string): Promise<boolean> {
      const r = await db
        .delete(postComments)
        .where(and(eq(postComments.id, id), eq(postComments.userId, userId)))
        .returning({ id: postComments.id });
      return r.length > 0;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
