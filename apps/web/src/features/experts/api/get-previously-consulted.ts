import { EXPERT_LIST_CACHE_SECONDS, type ExpertCard } from "@saathi/contract/experts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { expertsKeys } from "./experts-keys.ts";

/** GET /api/experts/previously-consulted */
export const getPreviouslyConsulted = (signal?: AbortSignal) =>
  api<ExpertCard[]>("/api/experts/previously-consulted", { signal });

export const previouslyConsultedQueryOptions = queryOptions({
  queryKey: expertsKeys.previouslyConsulted(),
  queryFn: ({ signal }) => getPreviouslyConsulted(signal),
  staleTime: EXPERT_LIST_CACHE_SECONDS * 1000,
});

export const usePreviouslyConsulted = () => useQuery(previouslyConsultedQueryOptions);
