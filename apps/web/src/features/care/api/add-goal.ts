import type { CareGoal, CareGoalInput } from "@saathi/contract/care-plan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** POST /api/care/links/:linkId/goals (expert). */
export const addGoal = ({ linkId, ...body }: CareGoalInput & { linkId: string }) =>
  api<CareGoal>(`/api/care/links/${encodeURIComponent(linkId)}/goals`, { method: "POST", body });

export function useAddGoal(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CareGoalInput) => addGoal({ ...input, linkId }),
    onSettled: () => qc.invalidateQueries({ queryKey: carePlanKeys.plan(linkId) }),
  });
}
