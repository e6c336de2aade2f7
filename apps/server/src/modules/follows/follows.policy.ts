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

/** Nobody follows (or unfollows) themself. */
export const mayFollow = (viewerId: string, targetId: string) => viewerId !== targetId;

/** Following a private member is a request the owner must accept; a public member is followed at once. */
export const followStatusFor = (owner: { isPrivate: boolean }): FollowStatus =>
  owner.isPrivate ? "pending" : "accepted";
