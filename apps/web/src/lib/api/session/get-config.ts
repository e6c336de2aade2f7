import type { ClientConfig } from "@saathi/contract/session";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { sessionKeys } from "./session-keys.ts";

/** GET /api/config: which sign-in providers are configured, and whether the dev outbox is on. */
export const getClientConfig = (signal?: AbortSignal) => api<ClientConfig>("/api/config", { signal });

export const configQueryOptions = queryOptions({
  queryKey: sessionKeys.config(),
  queryFn: ({ signal }) => getClientConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useClientConfig = () => useQuery(configQueryOptions);
