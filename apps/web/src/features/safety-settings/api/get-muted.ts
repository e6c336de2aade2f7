import type { MutedPerson } from "@saathi/contract/safety-visibility";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { safetyKeys } from "./safety-keys.ts";

export const getMuted = () => api<{ items: MutedPerson[] }>("/api/mutes");
export const mutedQueryOptions = () => queryOptions({ queryKey: safetyKeys.muted(), queryFn: getMuted });
export const useMuted = () => useQuery(mutedQueryOptions());
