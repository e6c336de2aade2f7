import type { PackageOffer } from "@saathi/contract/packages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { packagesKeys } from "./packages-keys.ts";

/** PUT /api/expert/packages/:sessions: offer (or change) a package, price in whole rupees. */
export const setOffer = ({ sessions, price }: { sessions: 4 | 8; price: number }) =>
  api<PackageOffer>(`/api/expert/packages/${sessions}`, { method: "PUT", body: { price } });

export function useSetOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setOffer,
    onSettled: () => qc.invalidateQueries({ queryKey: packagesKeys.all }),
  });
}
