import type { PackagePurchase, PackageVerifyBody } from "@saathi/contract/packages";
import { api } from "../../../lib/api-client.ts";

/** POST /api/packages/purchases/:id/verify (signature of order_id|payment_id; idempotent). */
export const verifyPackagePurchase = (purchaseId: string, body: PackageVerifyBody) =>
  api<PackagePurchase>(`/api/packages/purchases/${purchaseId}/verify`, { method: "POST", body });
