import type { CareGoal, CareGoalPatch } from "@saathi/contract/care-plan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** PATCH /api/care/links/:linkId/goals/:goalId (expert). */
export const updateGoal = ({ linkId, goalId, ...body }: CareGoalPatch & { linkId: string; goalId: string }) =>
  api<CareGoal>(`/api/care/links/${encodeURIComponent(linkId)}/goals/${encodeURIComponent(goalId)}`, {
    method: "PATCH",
    body,
  });

export function useUpdateGoal(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CareGoalPatch & { goalId: string }) => updateGoal({ ...input, linkId }),
    onSettled: () => qc.invalidateQueries({ queryKey: carePlanKeys.plan(linkId) }),
  });
}
