import { z } from "zod";

export const FOLLOW_MSG = {
  slowDown: "Slow down!",
  selfFollow: "You cannot follow yourself",
  unfollowConfirm: "Are you sure you want to unfollow?",
  acceptFailed: "Failed to accept request. Please try again.",
  declineFailed: "Failed to decline request. Please try again.",
  following: "Following",
  requested: "Requested",
  addBuddy: "Add as Buddy",
} as const;

/** The viewer's follow state with one member after a follow action. */
export const followStateSchema = z.object({
  status: z.enum(["none", "following", "requested"]),
  followers: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** The label of the follow button on a public profile. */
export function followButtonLabel(r: { isFollowing: boolean; requestSent: boolean }): string {
  if (r.isFollowing) return FOLLOW_MSG.following;
  if (r.requestSent) return FOLLOW_MSG.requested;
  return FOLLOW_MSG.addBuddy;
}
