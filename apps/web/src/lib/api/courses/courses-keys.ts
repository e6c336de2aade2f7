import { sharedKeys } from "../shared/shared-keys.ts";

/** Query keys of the courses (the wellness pages and the counsellor's lesson picker read them), from one place. */
export const coursesKeys = {
  all: sharedKeys.courses,
  course: (courseId: string) => [...coursesKeys.all, courseId] as const,
};
