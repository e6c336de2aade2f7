import type { AdminPage } from "@saathi/contract/admin";
import type { AdminCourseRow } from "@saathi/contract/admin-courses";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { coursesKeys } from "./courses-keys.ts";

type Query = Record<string, string | number | undefined>;

/** GET /api/admin/courses: every course, published or not. */
export const getCourses = (query: Query, signal?: AbortSignal) =>
  adminGet<AdminPage<AdminCourseRow>>("courses", query, signal);

export const coursesQueryOptions = (query: Query) => ({
  queryKey: coursesKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => getCourses(query, signal),
  placeholderData: keepPreviousData,
});

export const useCourses = (query: Query) => useQuery(coursesQueryOptions(query));
