import type { AdminCourseDetail } from "@saathi/contract/admin-courses";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { coursesKeys } from "./courses-keys.ts";

/** GET /api/admin/courses/:id: the course with its modules and lessons. */
export const getCourse = (id: string, signal?: AbortSignal) =>
  adminGet<AdminCourseDetail>(`courses/${id}`, undefined, signal);

export const courseQueryOptions = (id: string) => ({
  queryKey: coursesKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getCourse(id, signal),
});

export const useCourse = (id: string) => useQuery(courseQueryOptions(id));
