import type { SafetyHelp } from "@saathi/contract/crisis";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { crisisKeys } from "./crisis-keys.ts";

/** GET /api/safety/help: the earliest bookable slot of a listed expert ("Talk to an expert now"). */
export const getSafetyHelp = (signal?: AbortSignal) => api<SafetyHelp>("/api/safety/help", { signal });

export const safetyHelpQueryOptions = queryOptions({
  queryKey: crisisKeys.help(),
  queryFn: ({ signal }) => getSafetyHelp(signal),
  staleTime: 60_000,
});

export const useSafetyHelp = () => useQuery(safetyHelpQueryOptions);
