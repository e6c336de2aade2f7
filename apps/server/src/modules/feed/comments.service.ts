import type { Comment } from "@saathi/contract/comments";
import { defineAccess } from "../../platform/access/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { moderationMark } from "../safety/index.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { createWritePipeline } from "../safety/write-pipeline.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import type { CommentRow, CommentsRepository } from "./comments.repository.ts";
import { FEED_SERVER_MSG } from "./feed.messages.ts";
import { isAuthor, mayMarkHelpful } from "./feed.policy.ts";
import type { LikesRepository } from "./likes.repository.ts";
import type { PostsRepository } from "./posts.repository.ts";

function presentComment(r: CommentRow, viewerId: string): Comment {
  const author = presentPerson(r.person);
  return {
    id: r.id,
    postId: r.post_id,
    userId: r.user_id,
    content: r.content,
    parentCommentId: r.parent_comment_id,
    createdAt: new Date(r.created_at).toISOString(),
    author: { displayName: author.displayName, avatarUrl: author.avatarUrl, username: author.username },
    likesCount: r.likes_count,
    replyCount: r.reply_count,
    isLikedByUser: r.is_liked_by_user,
    moderation: moderationMark(viewerId, {
      authorId: r.user_id,
      state: r.moderation_state,
      reason: r.moderation_reason,
    }),
  };
}

export interface CommentsDeps {
  comments: CommentsRepository;
  posts: PostsRepository;
  likes: LikesRepository;
  /** Mute, watched words, new-account limits and the crisis check. */
  writeCheck: Pick<WriteCheckService, "check" | "record">;
  /** The post's author hears of comments and likes (block, mute and their choices apply). */
  notifications?: Pick<NotificationsService, "notify" | "notifyUnlessUnread">;
  /** A minor comments only once a guardian has consented (young-people). */
  youth?: Pick<YouthChecks, "requireMayAct">;
}

/** Comments, replies and likes; every action first checks the viewer may see the post. */
export function createCommentsService({ comments, posts, likes, writeCheck, notifications, youth }: CommentsDeps) {
  const pipeline = createWritePipeline(writeCheck);
  /** A post the viewer may see: the visibility query is the check, so a hidden post is simply not found. */
  const visiblePosts = defineAccess({
    load: (postId: string, viewerId: string) => posts.findVisible(viewerId, postId),
    sees: () => true,
    notFound: () => new AppError(404, "POST_NOT_FOUND", FEED_SERVER_MSG.postNotFound),
  });
  // A comment the viewer may not see (blocked or muted author, held, hidden) does not exist for them.
  const visibleComments = defineAccess({
    load: async (commentId: string, viewerId: string) => {
      const c = await comments.find(commentId);
      return c && (await comments.one(viewerId, commentId)) ? c : null;
    },
    sees: () => true,
    notFound: () => new AppError(404, "COMMENT_NOT_FOUND", FEED_SERVER_MSG.commentNotFound),
  });
  const visiblePost = (viewerId: string, postId: string) => visiblePosts.require(viewerId, postId);
  /** The comment, and its post (a comment on a post the viewer may not see answers as that post). */
  const visibleComment = async (viewerId: string, commentId: string) => {
    const c = await visibleComments.require(viewerId, commentId);
    await visiblePost(viewerId, c.postId);
    return c;
  };

  return {
    async list(viewerId: string, postId: string, page: number, limit: number, order: "asc" | "desc") {
      await visiblePost(viewerId, postId);
      return (await comments.topLevel(viewerId, postId, page, limit, order)).map((r) => presentComment(r, viewerId));
    },
    async replies(viewerId: string, commentId: string) {
      await visibleComment(viewerId, commentId);
      return (await comments.replies(viewerId, commentId)).map((r) => presentComment(r, viewerId));
    },
    /** A reply to a reply joins the thread of its top-level comment (threads are one level deep). */
    async add(viewerId: string, postId: string, content: string, parentCommentId: string | null) {
      await youth?.requireMayAct(viewerId, "post");
      const post = await visiblePost(viewerId, postId);
      let parent: string | null = null;
      if (parentCommentId) {
        const p = await comments.find(parentCommentId);
        if (!p || p.postId !== postId || !(await comments.one(viewerId, parentCommentId)))
          throw new AppError(404, "COMMENT_NOT_FOUND", FEED_SERVER_MSG.theCommentYouRepliedTo);
        parent = p.parentCommentId ?? parentCommentId;
      }
      const { shown, marks } = await pipeline.write("comment", viewerId, content, {
        insert: ({ state }) => comments.insert(postId, viewerId, content, parent, state),
        context: () => ({ content, postId }),
        present: async (id) => {
          const row = await comments.one(viewerId, id);
          if (!row) throw new Error("comment vanished after insert");
          return presentComment(row, viewerId);
        },
        // A held comment is not seen by the author yet, so they are not told of it either.
        publish: async (comment) => {
          if (!isAuthor(viewerId, post.user_id))
            await notifications?.notify(post.user_id, "comment", viewerId, { post_id: postId, comment_id: comment.id });
        },
      });
      return { ...shown, ...marks };
    },
    async remove(viewerId: string, commentId: string) {
      const c = await visibleComment(viewerId, commentId);
      if (!isAuthor(viewerId, c.userId)) throw new AppError(403, "NOT_YOURS", FEED_SERVER_MSG.ownCommentsOnly);
      await comments.delete(commentId, viewerId);
    },
    async likePost(viewerId: string, postId: string, liked: boolean) {
      const post = await visiblePost(viewerId, postId);
      const likeCount = await likes.setPostLike(postId, viewerId, liked);
      // One unread 'like' per person at a time: liking, unliking and liking again tells the author once.
      if (liked && !isAuthor(viewerId, post.user_id))
        await notifications?.notifyUnlessUnread(post.user_id, "like", viewerId, { post_id: postId });
      return { liked, likeCount };
    },
    /** "this helped me", on a post the viewer may see and did not write; no notification. */
    async markHelpful(viewerId: string, postId: string, marked: boolean) {
      const post = await visiblePost(viewerId, postId);
      if (!mayMarkHelpful(viewerId, post.user_id))
        throw new AppError(400, "OWN_POST", FEED_SERVER_MSG.cannotMarkOwnPostHelpful);
      return { markedHelpful: marked, helpfulCount: await likes.setPostHelpful(postId, viewerId, marked) };
    },
    async likeComment(viewerId: string, commentId: string, liked: boolean) {
      await visibleComment(viewerId, commentId);
      return { liked, likeCount: await likes.setCommentLike(commentId, viewerId, liked) };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
