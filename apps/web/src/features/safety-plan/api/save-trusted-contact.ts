import type { TrustedContactInput, TrustedContactResponse } from "@saathi/contract/safety-plan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { safetyPlanKeys } from "./safety-plan-keys.ts";

/** PUT /api/safety-plan/trusted-contact: names or changes the one trusted contact. */
export const saveTrustedContact = (body: TrustedContactInput) =>
  api<TrustedContactResponse>("/api/safety-plan/trusted-contact", { method: "PUT", body });

export function useSaveTrustedContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTrustedContact,
    onSuccess: (data) => {
      qc.setQueryData(safetyPlanKeys.contact(), data);
      // Read again, so the copy kept for offline reading is the new one too.
      void qc.invalidateQueries({ queryKey: safetyPlanKeys.contact() });
    },
  });
}
