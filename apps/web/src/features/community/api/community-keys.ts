import { sharedKeys } from "../../../lib/api/shared/shared-keys.ts";
/** Query keys of the community feature (daily wellness, uplift feed, invites), from one place. */
export const communityKeys = {
  all: ["community"] as const,
  today: () => [...communityKeys.all, "daily-wellness", "today"] as const,
  archive: () => [...communityKeys.all, "daily-wellness", "archive"] as const,
  uplift: (viewer: string | null) => [...communityKeys.all, "uplift", viewer ?? "visitor"] as const,
  invites: () => [...communityKeys.all, "invites", "me"] as const,
  /** A purchase is the courses' data: a reward course shows as owned there (the wellness feature's key). */
  coursesRoot: sharedKeys.courses,
};
