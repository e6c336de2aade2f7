import type { CoursePurchaseVerify } from "@saathi/contract/courses";
import { api } from "../../../lib/api-client.ts";

/** POST /api/courses/purchases/:id/verify (signature of order_id|payment_id; idempotent). */
export const verifyCoursePurchase = (purchaseId: string, body: CoursePurchaseVerify) =>
  api<{ owned: true; courseId: string }>(`/api/courses/purchases/${purchaseId}/verify`, { method: "POST", body });
