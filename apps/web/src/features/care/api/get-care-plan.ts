import type { CarePlan } from "@saathi/contract/care-plan";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { carePlanKeys } from "./care-keys.ts";

/** GET /api/care/links/:linkId/plan: goals, homework, shared summaries and sessions. */
export const getCarePlan = (linkId: string, signal?: AbortSignal) =>
  api<CarePlan>(`/api/care/links/${encodeURIComponent(linkId)}/plan`, { signal });

export const useCarePlan = (linkId: string) =>
  useQuery({
    queryKey: carePlanKeys.plan(linkId),
    queryFn: ({ signal }) => getCarePlan(linkId, signal),
    enabled: Boolean(linkId),
  });
