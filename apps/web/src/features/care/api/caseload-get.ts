import type { Caseload } from "@saathi/contract/care-scores";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careScoresKeys } from "./care-keys.ts";

/** GET /api/care/caseload: the expert's clients with next session, shared trend and homework. */
export const getCaseload = (signal?: AbortSignal) => api<Caseload>("/api/care/caseload", { signal });

export const caseloadQueryOptions = queryOptions({
  queryKey: careScoresKeys.caseload(),
  queryFn: ({ signal }) => getCaseload(signal),
});

export const useCaseload = () => useQuery(caseloadQueryOptions);
