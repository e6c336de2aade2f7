import type { AdminCourseDetail } from "@saathi/contract/admin-courses";
import { adminSend } from "../../shell/admin-api.ts";
import { useCourseMutation } from "../use-course-mutation.ts";

/** POST /api/admin/courses/:id/publish or /unpublish. */
export const setCoursePublished = (id: string, publish: boolean) =>
  adminSend<AdminCourseDetail>("POST", `courses/${id}/${publish ? "publish" : "unpublish"}`);
export const useSetCoursePublished = (id: string) =>
  useCourseMutation((publish: boolean) => setCoursePublished(id, publish));
