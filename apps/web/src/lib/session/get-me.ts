import type { MeResponse } from "@saathi/contract/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { sessionKeys } from "./session-keys.ts";

export const meQueryKey = sessionKeys.me();

/** Who is signed in (nulls for a visitor). */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => api<MeResponse>("/api/me", { signal }),
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQueryOptions);
