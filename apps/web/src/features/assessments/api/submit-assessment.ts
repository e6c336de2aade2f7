import type { AssessmentResult, AssessmentSubmit } from "@saathi/contract/assessments";
import { api } from "../../../lib/api-client.ts";

/** POST /api/assessments: scores and stores one filled-in test. */
export const submitAssessment = (body: AssessmentSubmit) =>
  api<AssessmentResult>("/api/assessments", { method: "POST", body });
