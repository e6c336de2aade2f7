import type { AdminCourseDetail, AdminLessonInput } from "@saathi/contract/admin-courses";
import { adminSend } from "../../shell/admin-api.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** POST /api/admin/courses/modules/:moduleId/lessons. */
export const addLesson = (moduleId: string, input: AdminLessonInput) =>
  adminSend<AdminCourseDetail>("POST", `courses/modules/${moduleId}/lessons`, input);
export const useAddLesson = (moduleId: string) =>
  useCourseMutation((input: AdminLessonInput) => addLesson(moduleId, input));
