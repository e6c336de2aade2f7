import type { FollowStatus } from "../follows/index.ts";

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

/**
 * "Who may message me: buddies only": someone who is not a buddy may not write, except in a
 * conversation the member started themselves (the member wrote first, so a reply is welcome).
 */
export function buddiesOnlyRefuses(
  whoMayMessage: string,
  senderFollowsReceiver: FollowStatus | null,
  receiverFollowsSender: FollowStatus | null,
  receiverWroteFirst: boolean,
): boolean {
  if (whoMayMessage !== "buddies" || receiverWroteFirst) return false;
  return senderFollowsReceiver !== "accepted" && receiverFollowsSender !== "accepted";
}
