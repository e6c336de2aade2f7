import type { FollowStatus } from "../follows/follows.policy.ts";

/**
 * Who may message whom: anyone signed in may message a public member; a private member only
 * their buddies (an accepted follow either way). Nobody messages themself.
 */
export function canMessage(
  senderId: string,
  receiver: { userId: string; isPrivate: boolean },
  senderFollowsReceiver: FollowStatus | null,
  receiverFollowsSender: FollowStatus | null,
): boolean {
  if (senderId === receiver.userId) return false;
  return !receiver.isPrivate || senderFollowsReceiver === "accepted" || receiverFollowsSender === "accepted";
}
