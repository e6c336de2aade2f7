import type { InstrumentId } from "@saathi/contract/assessments";
import type { CareLink } from "@saathi/contract/care-between";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careScoresKeys } from "./care-keys.ts";

/** PUT /api/care/links/:linkId/instrument: the questionnaire asked before each session (expert). */
export const setCareInstrument = (linkId: string, instrument: InstrumentId) =>
  api<CareLink>(`/api/care/links/${linkId}/instrument`, { method: "PUT", body: { instrument } });

export function useSetCareInstrument(linkId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (instrument: InstrumentId) => setCareInstrument(linkId, instrument),
    onSettled: () => qc.invalidateQueries({ queryKey: careScoresKeys.all }),
  });
}
