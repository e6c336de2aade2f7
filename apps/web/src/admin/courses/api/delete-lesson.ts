import type { AdminCourseDetail } from "@saathi/contract/admin-courses";
import { adminSend } from "../../shell/admin-api.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** DELETE /api/admin/courses/lessons/:lessonId (its media file too). */
export const deleteLesson = (lessonId: string) => adminSend<AdminCourseDetail>("DELETE", `courses/lessons/${lessonId}`);
export const useDeleteLesson = () => useCourseMutation(deleteLesson);
