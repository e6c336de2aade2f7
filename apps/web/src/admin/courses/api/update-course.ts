import type { AdminCourseDetail, AdminCourseInput } from "@saathi/contract/admin-courses";
import { adminSend } from "../../shell/admin-api.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** PUT /api/admin/courses/:id: name, description, category, price. */
export const updateCourse = (id: string, input: AdminCourseInput) =>
  adminSend<AdminCourseDetail>("PUT", `courses/${id}`, input);
export const useUpdateCourse = (id: string) => useCourseMutation((input: AdminCourseInput) => updateCourse(id, input));
