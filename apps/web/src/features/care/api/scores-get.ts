import type { CareScores } from "@saathi/contract/care-scores";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careScoresKeys } from "./care-keys.ts";

/** GET /api/care/links/:linkId/scores: the member's own, or what they share with their counsellor. */
export const getCareScores = (linkId: string, signal?: AbortSignal) =>
  api<CareScores>(`/api/care/links/${linkId}/scores`, { signal });

export const careScoresQueryOptions = (linkId: string) =>
  queryOptions({ queryKey: careScoresKeys.scores(linkId), queryFn: ({ signal }) => getCareScores(linkId, signal) });

export const useCareScores = (linkId: string) => useQuery(careScoresQueryOptions(linkId));
