import type { ChallengeState } from "@saathi/contract/challenges";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { browserTimeZone } from "../challenge/time-zone.ts";
import { gamesKeys } from "./games-keys.ts";

/** POST /api/challenges/anxiety/join: days follow this browser's calendar. */
export const joinAnxietyChallenge = () =>
  api<ChallengeState>("/api/challenges/anxiety/join", { method: "POST", body: { timeZone: browserTimeZone() } });

export function useJoinAnxietyChallenge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: joinAnxietyChallenge,
    onSuccess: (state) => qc.setQueryData(gamesKeys.anxietyChallenge(), state),
  });
}
