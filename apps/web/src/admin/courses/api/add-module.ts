import type { AdminCourseDetail, AdminModuleInput } from "@saathi/contract/admin-courses";
import { adminSend } from "../../shell/admin-api.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** POST /api/admin/courses/:id/modules. */
export const addModule = (courseId: string, input: AdminModuleInput) =>
  adminSend<AdminCourseDetail>("POST", `courses/${courseId}/modules`, input);
export const useAddModule = (courseId: string) =>
  useCourseMutation((input: AdminModuleInput) => addModule(courseId, input));
