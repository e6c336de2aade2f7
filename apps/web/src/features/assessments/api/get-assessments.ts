import type { AssessmentResult } from "@saathi/contract/assessments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { assessmentsKeys } from "./assessments-keys.ts";

/** GET /api/assessments: the member's results. */
export const getAssessments = () => api<AssessmentResult[]>("/api/assessments");

export const assessmentsQueryOptions = queryOptions({
  queryKey: assessmentsKeys.list(),
  queryFn: () => getAssessments(),
});

export const useAssessments = () => useQuery(assessmentsQueryOptions);
