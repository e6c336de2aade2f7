import type { CircleReviewList } from "@saathi/contract/circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** GET /api/circles/:circleId/reviews (visitors too): average, count and the newest reviews under nicknames. */
export const getCircleReviews = (circleId: string, signal?: AbortSignal) =>
  api<CircleReviewList>(`/api/circles/${encodeURIComponent(circleId)}/reviews`, { signal });

export const circleReviewsQueryOptions = (circleId: string) =>
  queryOptions({
    queryKey: circlesKeys.reviews(circleId),
    queryFn: ({ signal }) => getCircleReviews(circleId, signal),
  });

export const useCircleReviews = (circleId: string) => useQuery(circleReviewsQueryOptions(circleId));
