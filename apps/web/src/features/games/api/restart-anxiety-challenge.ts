import type { ChallengeState } from "@saathi/contract/challenges";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { browserTimeZone } from "../challenge/time-zone.ts";
import { gamesKeys } from "./games-keys.ts";

/** POST /api/challenges/anxiety/restart: back to day 1 (the notes of this run go). */
export const restartAnxietyChallenge = () =>
  api<ChallengeState>("/api/challenges/anxiety/restart", { method: "POST", body: { timeZone: browserTimeZone() } });

export function useRestartAnxietyChallenge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: restartAnxietyChallenge,
    onSuccess: (state) => qc.setQueryData(gamesKeys.anxietyChallenge(), state),
  });
}
