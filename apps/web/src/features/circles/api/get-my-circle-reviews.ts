import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** GET /api/circles/reviews/mine: the seats the member already reviewed. */
export const getMyCircleReviews = (signal?: AbortSignal) =>
  api<{ seatIds: string[] }>("/api/circles/reviews/mine", { signal });

export const myCircleReviewsQueryOptions = () =>
  queryOptions({ queryKey: circlesKeys.myReviews(), queryFn: ({ signal }) => getMyCircleReviews(signal) });

/** Asked only when a seat could be reviewed (a past confirmed seat). */
export const useMyCircleReviews = (enabled: boolean) => useQuery({ ...myCircleReviewsQueryOptions(), enabled });
