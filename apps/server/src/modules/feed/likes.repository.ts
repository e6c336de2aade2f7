import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { postCommentLikes, postHelpfulMarks, postLikes } from "../../platform/db/schema/social.ts";

/** One like per member per post (and per comment): the primary keys make a second one a no-op. */
export function createLikesRepository(db: Db) {
  return {
    async setPostLike(postId: string, userId: string, liked: boolean): Promise<number> {
      if (liked) await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing();
      else await db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
      const [row] = await db.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, postId));
      return row?.n ?? 0;
    },
    /** One "helpful" mark per member per post, like a like; answers the post's count. */
    async setPostHelpful(postId: string, userId: string, marked: boolean): Promise<number> {
      if (marked) await db.insert(postHelpfulMarks).values({ postId, userId }).onConflictDoNothing();
      else
        await db
          .delete(postHelpfulMarks)
          .where(and(eq(postHelpfulMarks.postId, postId), eq(postHelpfulMarks.userId, userId)));
      const [row] = await db.select({ n: count() }).from(postHelpfulMarks).where(eq(postHelpfulMarks.postId, postId));
      return row?.n ?? 0;
    },
    async setCommentLike(commentId: string, userId: string, liked: boolean): Promise<number> {
      if (liked) await db.insert(postCommentLikes).values({ commentId, userId }).onConflictDoNothing();
      else
        await db
          .delete(postCommentLikes)
          .where(and(eq(postCommentLikes.commentId, commentId), eq(postCommentLikes.userId, userId)));
      const [row] = await db
        .select({ n: count() })
        .from(postCommentLikes)
        .where(eq(postCommentLikes.commentId, commentId));
      return row?.n ?? 0;
    },
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;
