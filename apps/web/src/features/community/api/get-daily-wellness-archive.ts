import type { DailyWellnessArchive } from "@saathi/contract/daily-wellness";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { communityKeys } from "./community-keys.ts";

/** GET /api/daily-wellness?before=: earlier pieces, newest first, two weeks a page. */
export const getDailyWellnessArchive = (before: string | null, signal?: AbortSignal) =>
  api<DailyWellnessArchive>(`/api/daily-wellness${before ? `?before=${before}` : ""}`, { signal });

export const dailyWellnessArchiveQueryOptions = infiniteQueryOptions({
  queryKey: communityKeys.archive(),
  queryFn: ({ pageParam, signal }) => getDailyWellnessArchive(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextBefore ?? undefined,
  staleTime: 5 * 60_000,
});

export const useDailyWellnessArchive = () => useInfiniteQuery(dailyWellnessArchiveQueryOptions);
