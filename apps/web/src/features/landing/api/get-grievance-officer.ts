import type { GrievanceOfficer } from "@saathi/contract/grievances";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { landingKeys } from "./landing-keys.ts";

/** GET /api/grievances/officer (public): named in the privacy policy. */
export const getGrievanceOfficer = (signal?: AbortSignal) =>
  api<GrievanceOfficer>("/api/grievances/officer", { signal });

export const grievanceOfficerQueryOptions = queryOptions({
  queryKey: landingKeys.grievanceOfficer(),
  queryFn: ({ signal }) => getGrievanceOfficer(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useGrievanceOfficer = () => useQuery(grievanceOfficerQueryOptions);
