import type { AdminCourseDetail, AdminModuleInput } from "@saathi/contract/admin-courses";
import { adminSend } from "../../shell/admin-api.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** PUT /api/admin/courses/modules/:moduleId: title, description, position. */
export const updateModule = (moduleId: string, input: AdminModuleInput) =>
  adminSend<AdminCourseDetail>("PUT", `courses/modules/${moduleId}`, input);
export const useUpdateModule = (moduleId: string) =>
  useCourseMutation((input: AdminModuleInput) => updateModule(moduleId, input));
