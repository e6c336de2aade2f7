import type { Outcomes } from "@saathi/contract/outcomes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { outcomesKeys } from "./outcomes-keys.ts";

/** GET /api/outcomes: the public outcomes table (small numbers hidden by the server). */
export const getOutcomes = (signal?: AbortSignal) => api<Outcomes>("/api/outcomes", { signal });

export const outcomesQueryOptions = queryOptions({
  queryKey: outcomesKeys.table(),
  queryFn: ({ signal }) => getOutcomes(signal),
  staleTime: 5 * 60_000,
});

export const useOutcomes = () => useQuery(outcomesQueryOptions);
