import type { ScoreConsent } from "@saathi/contract/care-scores";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careScoresKeys } from "./care-keys.ts";

/** PUT /api/care/links/:linkId/score-consent: share my before-session answers with this counsellor. */
export const shareScores = (linkId: string) =>
  api<ScoreConsent>(`/api/care/links/${linkId}/score-consent`, { method: "PUT" });

export function useShareScores(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => shareScores(linkId),
    onSettled: () => qc.invalidateQueries({ queryKey: careScoresKeys.all }),
  });
}
