import type { SafetyPlanInput, SafetyPlanResponse } from "@saathi/contract/safety-plan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { safetyPlanKeys } from "./safety-plan-keys.ts";

/** PUT /api/safety-plan: the whole plan, all six steps. */
export const saveSafetyPlan = (body: SafetyPlanInput) =>
  api<SafetyPlanResponse>("/api/safety-plan", { method: "PUT", body });

export function useSaveSafetyPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSafetyPlan,
    onSuccess: (data) => {
      qc.setQueryData(safetyPlanKeys.plan(), data);
      // Read again, so the copy kept for offline reading is the new one too.
      void qc.invalidateQueries({ queryKey: safetyPlanKeys.plan() });
    },
  });
}
