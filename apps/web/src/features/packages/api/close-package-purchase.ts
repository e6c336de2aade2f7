import { api } from "../../../lib/api-client.ts";

/** The checkout was closed or failed (best effort): the purchase is given up. */
export const closePackagePurchase = (purchaseId: string) =>
  api<{ closed: boolean }>(`/api/packages/purchases/${purchaseId}/close`, { method: "POST" }).catch(() => ({
    closed: false,
  }));
