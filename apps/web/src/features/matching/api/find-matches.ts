import type { MatchRequestInput, MatchResult } from "@saathi/contract/matching";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/matching: listed experts ranked for the questionnaire's answers (nothing is stored). */
export const findMatches = (answers: MatchRequestInput) =>
  api<MatchResult>("/api/matching", { method: "POST", body: answers });

/** A POST that changes nothing: each answer is asked afresh, never cached. */
export const useFindMatches = () => useMutation({ mutationFn: findMatches });
