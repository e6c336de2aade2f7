import type { CheckInAnswered, CheckInAnswerInput } from "@saathi/contract/care-scores";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careScoresKeys } from "./care-keys.ts";

/** POST /api/care/check-ins/:requestId/answer: scored on the server, kept for that session. */
export const answerCheckIn = (requestId: string, body: CheckInAnswerInput) =>
  api<CheckInAnswered>(`/api/care/check-ins/${requestId}/answer`, { method: "POST", body });

export function useAnswerCheckIn(requestId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInAnswerInput) => answerCheckIn(requestId, body),
    onSettled: () => qc.invalidateQueries({ queryKey: careScoresKeys.all }),
  });
}
