import { sharedKeys } from "../../../lib/api/shared/shared-keys.ts";
/** Query keys of the profiles feature, from one place. */
export const profilesKeys = {
  all: ["profile"] as const,
  profile: (identifier: string) => [...profilesKeys.all, identifier] as const,
  /** The feed's cache of profile posts: following someone changes what their profile shows. */
  profilePostsRoot: sharedKeys.profilePosts,
};
