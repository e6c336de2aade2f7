import type { DailyWellnessToday } from "@saathi/contract/daily-wellness";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { communityKeys } from "./community-keys.ts";

/** GET /api/daily-wellness/today: today's piece (open to visitors). */
export const getDailyWellnessToday = (signal?: AbortSignal) =>
  api<DailyWellnessToday>("/api/daily-wellness/today", { signal });

export const dailyWellnessTodayQueryOptions = queryOptions({
  queryKey: communityKeys.today(),
  queryFn: ({ signal }) => getDailyWellnessToday(signal),
  staleTime: 5 * 60_000,
});

export const useDailyWellnessToday = () => useQuery(dailyWellnessTodayQueryOptions);
