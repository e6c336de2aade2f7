import type { ClientConfig } from "@saathi/contract/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { authKeys } from "./auth-keys.ts";

/** GET /api/config: which sign-in providers are configured, and whether the dev outbox is on. */
export const getClientConfig = (signal?: AbortSignal) => api<ClientConfig>("/api/config", { signal });

export const configQueryOptions = queryOptions({
  queryKey: authKeys.config(),
  queryFn: ({ signal }) => getClientConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useClientConfig = () => useQuery(configQueryOptions);
