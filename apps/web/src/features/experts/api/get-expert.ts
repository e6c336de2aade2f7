import type { ExpertDetail } from "@saathi/contract/experts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { expertsKeys } from "./experts-keys.ts";

/** GET /api/experts/:handle: one expert's profile. */
export const getExpert = (handle: string, signal?: AbortSignal) =>
  api<ExpertDetail>(`/api/experts/${encodeURIComponent(handle)}`, { signal });

export const expertDetailQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: expertsKeys.detail(handle),
    queryFn: ({ signal }) => getExpert(handle, signal),
    enabled: Boolean(handle),
  });

export const useExpert = (handle: string) => useQuery(expertDetailQueryOptions(handle));
