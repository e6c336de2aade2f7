import type { ChallengeState } from "@saathi/contract/challenges";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { gamesKeys } from "./games-keys.ts";

/** GET /api/challenges/anxiety: my 5-Day Anxiety Challenge (not_started until I join). */
export const getAnxietyChallenge = (signal?: AbortSignal) => api<ChallengeState>("/api/challenges/anxiety", { signal });

export const anxietyChallengeQueryOptions = queryOptions({
  queryKey: gamesKeys.anxietyChallenge(),
  queryFn: ({ signal }) => getAnxietyChallenge(signal),
});

export const useAnxietyChallenge = (enabled = true) => useQuery({ ...anxietyChallengeQueryOptions, enabled });
