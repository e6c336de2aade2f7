import type { CareHomework, CareHomeworkAnswer } from "@saathi/contract/care-plan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** PUT /api/care/links/:linkId/homework/:homeworkId/answer (member): done or not done, with a note. */
export const answerHomework = ({
  linkId,
  homeworkId,
  ...body
}: CareHomeworkAnswer & { linkId: string; homeworkId: string }) =>
  api<CareHomework>(`/api/care/links/${encodeURIComponent(linkId)}/homework/${encodeURIComponent(homeworkId)}/answer`, {
    method: "PUT",
    body,
  });

export function useAnswerHomework(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CareHomeworkAnswer & { homeworkId: string }) => answerHomework({ ...input, linkId }),
    onSettled: () => qc.invalidateQueries({ queryKey: carePlanKeys.plan(linkId) }),
  });
}
