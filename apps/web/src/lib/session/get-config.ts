import type { ClientConfig } from "@saathi/contract/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";

/** Which sign-in providers are configured, and whether the dev outbox is on. */
export const configQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: ({ signal }) => api<ClientConfig>("/api/config", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useClientConfig = () => useQuery(configQueryOptions);
