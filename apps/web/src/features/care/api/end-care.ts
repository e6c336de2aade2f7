import type { CareLink } from "@saathi/contract/care-between";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** POST /api/care/links/:linkId/end (expert): the records stay read-only for the legal period. */
export const endCare = (linkId: string) =>
  api<CareLink>(`/api/care/links/${encodeURIComponent(linkId)}/end`, { method: "POST" });

export function useEndCare(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => endCare(linkId),
    onSettled: () => qc.invalidateQueries({ queryKey: carePlanKeys.all }),
  });
}
