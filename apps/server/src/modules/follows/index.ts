// What other modules may use of follows besides its service: the pure rule of who sees a member's
// content (the public profile, the feed and chat apply it to rows they already hold).
export { canSeeContent, type FollowStatus } from "./follows.policy.ts";
