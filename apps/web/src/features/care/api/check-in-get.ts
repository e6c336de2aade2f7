import type { CheckIn } from "@saathi/contract/care-scores";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careScoresKeys } from "./care-keys.ts";

/** GET /api/care/check-ins/:requestId: the questionnaire asked before my session. */
export const getCheckIn = (requestId: string, signal?: AbortSignal) =>
  api<CheckIn>(`/api/care/check-ins/${requestId}`, { signal });

export const checkInQueryOptions = (requestId: string) =>
  queryOptions({ queryKey: careScoresKeys.checkIn(requestId), queryFn: ({ signal }) => getCheckIn(requestId, signal) });

export const useCheckIn = (requestId: string) => useQuery(checkInQueryOptions(requestId));
