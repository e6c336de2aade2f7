import type { CoursePurchaseResponse } from "@saathi/contract/courses";
import { api } from "../../../lib/api-client.ts";

/** POST /api/courses/:id/purchase: an order for the shared checkout. */
export const startCoursePurchase = (courseId: string) =>
  api<CoursePurchaseResponse>(`/api/courses/${courseId}/purchase`, { method: "POST" });
