/** Query keys of the wellness feature (courses), from one place. */
export const wellnessKeys = {
  courses: ["courses"] as const,
  course: (courseId: string) => [...wellnessKeys.courses, courseId] as const,
};
