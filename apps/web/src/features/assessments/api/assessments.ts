import type { AssessmentResult, AssessmentSubmit } from "@saathi/contract/assessments";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const assessmentsQueryOptions = queryOptions({
  queryKey: ["assessments"],
  queryFn: () => api<AssessmentResult[]>("/api/assessments"),
});

export const submitAssessment = (body: AssessmentSubmit) =>
  api<AssessmentResult>("/api/assessments", { method: "POST", body });
