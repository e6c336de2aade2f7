import { sharedKeys } from "../../../lib/api/shared/shared-keys.ts";
/** Query keys of the wellness feature (courses), from one place. */
export const wellnessKeys = {
  courses: sharedKeys.courses,
  course: (courseId: string) => [...wellnessKeys.courses, courseId] as const,
};
