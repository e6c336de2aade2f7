/** Query keys of the notifications feature, from one place. */
export const notificationsKeys = {
  all: ["notifications"] as const,
  list: () => notificationsKeys.all,
  /** The feed's counter of new buddies' posts, bumped by a `post_created` event
   * (features do not import each other, so the key is named here; feed-keys.ts `newPosts` is the same). */
  feedNewPosts: () => ["feed-new-posts"] as const,
};
