import type { Nominee } from "@saathi/contract/consents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { consentsKeys } from "./consents-keys.ts";

/** DELETE /api/account/nominee. */
export const removeNominee = () => api<{ nominee: Nominee | null }>("/api/account/nominee", { method: "DELETE" });

export function useRemoveNominee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeNominee,
    onSuccess: () => qc.setQueryData(consentsKeys.nominee(), { nominee: null }),
  });
}
