import type { CourseDetail } from "@saathi/contract/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { coursesKeys } from "./courses-keys.ts";

/** GET /api/courses/:courseId */
export const getCourse = (courseId: string, signal?: AbortSignal) =>
  api<CourseDetail>(`/api/courses/${encodeURIComponent(courseId)}`, { signal });

export const courseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: coursesKeys.course(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
    staleTime: 60_000,
  });

export const useCourse = (courseId: string) => useQuery(courseQueryOptions(courseId));
