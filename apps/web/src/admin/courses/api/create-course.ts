import type { AdminCourseDetail, AdminCourseInput } from "@saathi/contract/admin-courses";
import { adminSend } from "../../shell/admin-api.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** POST /api/admin/courses: a new course, unpublished. */
export const createCourse = (input: AdminCourseInput) => adminSend<AdminCourseDetail>("POST", "courses", input);
export const useCreateCourse = () => useCourseMutation(createCourse);
