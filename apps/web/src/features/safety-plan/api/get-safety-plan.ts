import type { SafetyPlanResponse } from "@saathi/contract/safety-plan";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { safetyPlanKeys } from "./safety-plan-keys.ts";

/** GET /api/safety-plan: the member's plan (null until first saved) and the expert they booked, if any. */
export const getSafetyPlan = (signal?: AbortSignal) => api<SafetyPlanResponse>("/api/safety-plan", { signal });

export const safetyPlanQueryOptions = queryOptions({
  queryKey: safetyPlanKeys.plan(),
  queryFn: ({ signal }) => getSafetyPlan(signal),
});

export const useSafetyPlan = () => useQuery(safetyPlanQueryOptions);
