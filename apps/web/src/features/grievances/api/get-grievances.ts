import type { Grievance } from "@saathi/contract/grievances";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { grievancesKeys } from "./grievances-keys.ts";

/** GET /api/grievances: my requests, newest first. */
export const getGrievances = (signal?: AbortSignal) => api<{ items: Grievance[] }>("/api/grievances", { signal });

export const grievancesQueryOptions = queryOptions({
  queryKey: grievancesKeys.mine(),
  queryFn: ({ signal }) => getGrievances(signal),
});

export const useGrievances = () => useQuery(grievancesQueryOptions);
