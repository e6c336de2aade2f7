import type { AdminCourseDetail, AdminLessonInput } from "@saathi/contract/admin-courses";
import { adminSend } from "../../shell/admin-api.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** PUT /api/admin/courses/lessons/:lessonId: name, description, position, duration. */
export const updateLesson = (lessonId: string, input: AdminLessonInput) =>
  adminSend<AdminCourseDetail>("PUT", `courses/lessons/${lessonId}`, input);
export const useUpdateLesson = (lessonId: string) =>
  useCourseMutation((input: AdminLessonInput) => updateLesson(lessonId, input));
