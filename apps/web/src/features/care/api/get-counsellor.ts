import type { ExpertDetail } from "@saathi/contract/experts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** GET /api/experts/:expertId: the counsellor's card on My care. */
export const getCounsellor = (expertId: string, signal?: AbortSignal) =>
  api<ExpertDetail>(`/api/experts/${encodeURIComponent(expertId)}`, { signal });

export const useCounsellor = (expertId: string) =>
  useQuery({
    queryKey: carePlanKeys.counsellor(expertId),
    queryFn: ({ signal }) => getCounsellor(expertId, signal),
    staleTime: 5 * 60_000,
  });
