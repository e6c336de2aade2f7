import type { FollowStatus } from "./follows.repository.ts";

export type { FollowStatus };

/**
 * The one rule for private content (posts, story, follower lists): the owner and accepted
 * followers see it; for a public member everyone signed in does.
 */
export function canSeeContent(
  viewerId: string,
  owner: { userId: string; isPrivate: boolean },
  viewerFollow: FollowStatus | null,
): boolean {
  return viewerId === owner.userId || !owner.isPrivate || viewerFollow === "accepted";
}
