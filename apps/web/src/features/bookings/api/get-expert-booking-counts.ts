import type { ExpertBookingCounts } from "@saathi/contract/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** GET /api/expert/bookings/counts: how many sessions each tab holds. */
export const getExpertBookingCounts = (signal?: AbortSignal) =>
  api<ExpertBookingCounts>("/api/expert/bookings/counts", { signal });

export const expertCountsQueryOptions = queryOptions({
  queryKey: bookingsKeys.expertCounts(),
  queryFn: ({ signal }) => getExpertBookingCounts(signal),
});

export const useExpertBookingCounts = () => useQuery(expertCountsQueryOptions);
