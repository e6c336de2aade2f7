import type { CourseDetail, CourseList, CoursePurchaseResponse, CoursePurchaseVerify } from "@saathi/contract/courses";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const coursesKey = ["courses"] as const;

/** GET /api/courses: courses with categories and tags. */
export const courseListQuery = queryOptions({
  queryKey: coursesKey,
  queryFn: ({ signal }) => api<CourseList>("/api/courses", { signal }),
  staleTime: 60_000,
});

/** GET /api/courses/:courseId */
export const courseDetailQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...coursesKey, courseId],
    queryFn: ({ signal }) => api<CourseDetail>(`/api/courses/${encodeURIComponent(courseId)}`, { signal }),
    staleTime: 60_000,
  });

export const startCoursePurchase = (courseId: string) =>
  api<CoursePurchaseResponse>(`/api/courses/${courseId}/purchase`, { method: "POST" });

export const verifyCoursePurchase = (purchaseId: string, body: CoursePurchaseVerify) =>
  api<{ owned: true; courseId: string }>(`/api/courses/purchases/${purchaseId}/verify`, { method: "POST", body });

/** The checkout was closed or failed (best effort). */
export const closeCoursePurchase = (purchaseId: string, reason: "cancelled" | "failed") =>
  api<{ closed: boolean }>(`/api/courses/purchases/${purchaseId}/close`, { method: "POST", body: { reason } }).catch(
    () => ({ closed: false }),
  );
