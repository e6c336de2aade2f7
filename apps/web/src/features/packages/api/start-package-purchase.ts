import type { PackageCheckout } from "@saathi/contract/packages";
import { api } from "../../../lib/api-client.ts";

/** POST /api/packages/:offerId/purchase: an order for the whole package in the shared checkout. */
export const startPackagePurchase = (offerId: string) =>
  api<PackageCheckout>(`/api/packages/${offerId}/purchase`, { method: "POST" });
