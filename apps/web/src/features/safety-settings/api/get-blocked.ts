import type { BlockedPerson } from "@saathi/contract/safety-visibility";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { safetyKeys } from "./safety-keys.ts";

export const getBlocked = () => api<{ items: BlockedPerson[] }>("/api/blocks");
export const blockedQueryOptions = () => queryOptions({ queryKey: safetyKeys.blocked(), queryFn: getBlocked });
export const useBlocked = () => useQuery(blockedQueryOptions());
