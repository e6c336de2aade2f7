import type { ScoreConsent } from "@saathi/contract/care-scores";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** DELETE /api/care/links/:linkId/score-consent: stop sharing before-session answers with that counsellor. */
export const withdrawCareScores = (linkId: string) =>
  api<ScoreConsent>(`/api/care/links/${linkId}/score-consent`, { method: "DELETE" });

export function useWithdrawCareScores() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawCareScores,
    // The care pages show the same consent (features do not import each other): refetch all.
    onSuccess: () => qc.invalidateQueries(),
  });
}
