import type { Post } from "@saathi/contract/posts";
import { presentUserSummary } from "../../platform/presenters/person.presenter.ts";
import { collapsedThemeFor, moderationMark } from "../safety/index.ts";
import { postImageUrl } from "./post-images.ts";
import type { PostRow } from "./posts.repository.ts";

/** A post for one viewer (the repository already dropped what they may not see). */
export function presentPost(row: PostRow, viewerId: string): Post {
  return {
    id: row.id,
    content: row.content,
    // Always the API route (it checks who may see the post), never where the file is stored.
    mediaUrls: row.media_urls.map((entry) => postImageUrl(row.id, entry)),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    author: presentUserSummary({ ...row.person, bio: row.bio }),
    authorRelationship: {
      isSelf: row.user_id === viewerId,
      isFollowing: row.viewer_follow === "accepted",
      requestSent: row.viewer_follow === "pending",
      requestReceived: row.author_follow === "pending",
    },
    likeCount: row.like_count,
    commentCount: row.comment_count,
    likedByMe: row.liked_by_me,
    helpfulCount: row.helpful_count,
    markedHelpful: row.marked_helpful,
    moderation: moderationMark(viewerId, {
      authorId: row.user_id,
      state: row.moderation_state,
      reason: row.moderation_reason,
    }),
    collapsedTheme: collapsedThemeFor(row.themes ?? [], row.viewer_themes ?? [], row.user_id === viewerId),
  };
}
