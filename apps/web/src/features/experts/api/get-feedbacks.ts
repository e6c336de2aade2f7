import type { FeedbackPage } from "@saathi/contract/experts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { expertsKeys } from "./experts-keys.ts";

/** GET /api/experts/:id/feedbacks: members' reviews, 5 a page. */
export const getFeedbacks = (expertId: string, page: number, signal?: AbortSignal) =>
  api<FeedbackPage>(`/api/experts/${expertId}/feedbacks?page=${page}&pageSize=5`, { signal });

export const feedbacksQueryOptions = (expertId: string) =>
  infiniteQueryOptions({
    queryKey: expertsKeys.feedbacks(expertId),
    queryFn: ({ pageParam, signal }) => getFeedbacks(expertId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });

export const useFeedbacks = (expertId: string) => useInfiniteQuery(feedbacksQueryOptions(expertId));
