import { api } from "../../../lib/api-client.ts";

/** The checkout was closed or failed (best effort). */
export const closeCoursePurchase = (purchaseId: string, reason: "cancelled" | "failed") =>
  api<{ closed: boolean }>(`/api/courses/purchases/${purchaseId}/close`, { method: "POST", body: { reason } }).catch(
    () => ({ closed: false }),
  );
