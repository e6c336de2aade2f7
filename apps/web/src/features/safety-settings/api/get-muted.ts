import type { MutedEntry } from "@saathi/contract/safety-visibility";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { safetyKeys } from "../../../lib/api/safety/safety-keys.ts";
import { api } from "../../../lib/api-client.ts";

export const getMuted = () => api<{ items: MutedEntry[] }>("/api/mutes");
export const mutedQueryOptions = () => queryOptions({ queryKey: safetyKeys.muted(), queryFn: getMuted });
export const useMuted = () => useQuery(mutedQueryOptions());
