import { sharedKeys } from "../../../lib/api/shared/shared-keys.ts";
/** Query keys of the wellness feature (courses; one course: lib/api/courses), from one place. */
export const wellnessKeys = {
  courses: sharedKeys.courses,
};
