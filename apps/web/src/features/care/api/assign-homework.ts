import type { CareHomework, CareHomeworkInput } from "@saathi/contract/care-plan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** POST /api/care/links/:linkId/homework (expert). */
export const assignHomework = ({ linkId, ...body }: CareHomeworkInput & { linkId: string }) =>
  api<CareHomework>(`/api/care/links/${encodeURIComponent(linkId)}/homework`, { method: "POST", body });

export function useAssignHomework(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CareHomeworkInput) => assignHomework({ ...input, linkId }),
    onSettled: () => qc.invalidateQueries({ queryKey: carePlanKeys.plan(linkId) }),
  });
}
