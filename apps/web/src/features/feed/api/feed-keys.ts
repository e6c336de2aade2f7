import { sharedKeys } from "../../../lib/api/shared/shared-keys.ts";
/** Query keys of the feed feature (posts and their comments), from one place. */
export const feedKeys = {
  all: ["feed"] as const,
  /** How many buddies' posts arrived since the feed was loaded (a local counter, never fetched). */
  newPosts: sharedKeys.feedNewPosts,
  profilePostsAll: sharedKeys.profilePosts,
  profilePosts: (identifier: string) => [...feedKeys.profilePostsAll, identifier] as const,
  comments: (postId: string) => ["comments", postId] as const,
  replies: (commentId: string) => ["replies", commentId] as const,
};
