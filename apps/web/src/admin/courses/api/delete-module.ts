import type { AdminCourseDetail } from "@saathi/contract/admin-courses";
import { adminSend } from "../../shell/admin-api.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** DELETE /api/admin/courses/modules/:moduleId (its lessons go with it). */
export const deleteModule = (moduleId: string) => adminSend<AdminCourseDetail>("DELETE", `courses/modules/${moduleId}`);
export const useDeleteModule = () => useCourseMutation(deleteModule);
