import { sharedKeys } from "../shared/shared-keys.ts";
/** Query keys of the notifications feature, from one place. */
export const notificationsKeys = {
  all: ["notifications"] as const,
  list: () => notificationsKeys.all,
  /** The feed's counter of new buddies' posts, bumped by a `post_created` event (feed-keys.ts `newPosts`). */
  feedNewPosts: sharedKeys.feedNewPosts,
};
