import type { GrievanceOfficer } from "@saathi/contract/grievances";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { grievancesKeys } from "./grievances-keys.ts";

/** GET /api/grievances/officer: who answers requests (configured on the server). */
export const getGrievanceOfficer = (signal?: AbortSignal) =>
  api<GrievanceOfficer>("/api/grievances/officer", { signal });

export const grievanceOfficerQueryOptions = queryOptions({
  queryKey: grievancesKeys.officer(),
  queryFn: ({ signal }) => getGrievanceOfficer(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useGrievanceOfficer = () => useQuery(grievanceOfficerQueryOptions);
