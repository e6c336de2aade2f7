import type { PackageOffer } from "@saathi/contract/packages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { packagesKeys } from "./packages-keys.ts";

/** DELETE /api/expert/packages/:sessions: withdraw an offer (bought packages keep their sessions). */
export const withdrawOffer = (sessions: 4 | 8) =>
  api<PackageOffer>(`/api/expert/packages/${sessions}`, { method: "DELETE" });

export function useWithdrawOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSettled: () => qc.invalidateQueries({ queryKey: packagesKeys.all }),
  });
}
