import type { TrustedContactResponse } from "@saathi/contract/safety-plan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { safetyPlanKeys } from "./safety-plan-keys.ts";

/** DELETE /api/safety-plan/trusted-contact. */
export const removeTrustedContact = () =>
  api<TrustedContactResponse>("/api/safety-plan/trusted-contact", { method: "DELETE" });

export function useRemoveTrustedContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeTrustedContact,
    onSuccess: () => {
      qc.setQueryData(safetyPlanKeys.contact(), { contact: null });
      // Read again, so the copy kept for offline reading is the new one too.
      void qc.invalidateQueries({ queryKey: safetyPlanKeys.contact() });
    },
  });
}
