import type { BlockedEntry } from "@saathi/contract/safety-visibility";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { safetyKeys } from "../../../lib/api/safety/safety-keys.ts";
import { api } from "../../../lib/api-client.ts";

export const getBlocked = () => api<{ items: BlockedEntry[] }>("/api/blocks");
export const blockedQueryOptions = () => queryOptions({ queryKey: safetyKeys.blocked(), queryFn: getBlocked });
export const useBlocked = () => useQuery(blockedQueryOptions());
