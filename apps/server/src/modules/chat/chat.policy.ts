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

/**
 * A send whose clientId the sender used before is a retry of that message (answered with it, nothing
 * stored) only when it goes to the same person with the same words; anything else reusing the id is
 * another message, refused (the stored one is never handed back as if it were this one).
 */
export function isRetryOf(
  earlier: { receiverId: string; message: string },
  retry: { receiverId: string; message: string },
): boolean {
  return earlier.receiverId === retry.receiverId && earlier.message === retry.message;
}
