import type { ChallengeCompleteResponse } from "@saathi/contract/challenges";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { gamesKeys } from "./games-keys.ts";

/** POST /api/challenges/anxiety/days/:day/complete: a done tap, or a short private note. */
export const completeChallengeDay = ({ day, note }: { day: number; note?: string }) =>
  api<ChallengeCompleteResponse>(`/api/challenges/anxiety/days/${day}/complete`, {
    method: "POST",
    body: note ? { note } : {},
  });

export function useCompleteChallengeDay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: completeChallengeDay,
    onSuccess: (r) => qc.setQueryData(gamesKeys.anxietyChallenge(), r.state),
  });
}
