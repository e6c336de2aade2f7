import type { Nominee, NomineeInput } from "@saathi/contract/consents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { consentsKeys } from "./consents-keys.ts";

/** PUT /api/account/nominee: names or changes the nominee. */
export const saveNominee = (body: NomineeInput) =>
  api<{ nominee: Nominee | null }>("/api/account/nominee", { method: "PUT", body });

export function useSaveNominee() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveNominee, onSuccess: (data) => qc.setQueryData(consentsKeys.nominee(), data) });
}
