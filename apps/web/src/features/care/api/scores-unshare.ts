import type { ScoreConsent } from "@saathi/contract/care-scores";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careScoresKeys } from "./care-keys.ts";

/** DELETE /api/care/links/:linkId/score-consent: stop sharing my before-session answers. */
export const unshareScores = (linkId: string) =>
  api<ScoreConsent>(`/api/care/links/${linkId}/score-consent`, { method: "DELETE" });

export function useUnshareScores(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unshareScores(linkId),
    onSettled: () => qc.invalidateQueries({ queryKey: careScoresKeys.all }),
  });
}
