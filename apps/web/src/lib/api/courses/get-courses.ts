import type { CourseList } from "@saathi/contract/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { coursesKeys } from "./courses-keys.ts";

/** GET /api/courses: courses with categories and tags. */
export const getCourses = (signal?: AbortSignal) => api<CourseList>("/api/courses", { signal });

export const coursesQueryOptions = queryOptions({
  queryKey: coursesKeys.all,
  queryFn: ({ signal }) => getCourses(signal),
  staleTime: 60_000,
});

export const useCourses = () => useQuery(coursesQueryOptions);
