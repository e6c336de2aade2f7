import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** DELETE /api/care/links/:linkId/homework/:homeworkId (expert; not once done). */
export const withdrawHomework = ({ linkId, homeworkId }: { linkId: string; homeworkId: string }) =>
  api<{ ok: true }>(`/api/care/links/${encodeURIComponent(linkId)}/homework/${encodeURIComponent(homeworkId)}`, {
    method: "DELETE",
  });

export function useWithdrawHomework(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (homeworkId: string) => withdrawHomework({ linkId, homeworkId }),
    onSettled: () => qc.invalidateQueries({ queryKey: carePlanKeys.plan(linkId) }),
  });
}
