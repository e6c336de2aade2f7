import type { ExpertBookings, ExpertBookingTab } from "@saathi/contract/bookings";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** GET /api/expert/bookings: one tab of the expert's sessions, 20 a page by offset. */
export const getExpertBookings = (tab: ExpertBookingTab, offset: number, signal?: AbortSignal) =>
  api<ExpertBookings>(`/api/expert/bookings?tab=${tab}&limit=20&offset=${offset}`, { signal });

export const expertBookingsQueryOptions = (tab: ExpertBookingTab) =>
  infiniteQueryOptions({
    queryKey: bookingsKeys.expert(tab),
    queryFn: ({ pageParam, signal }) => getExpertBookings(tab, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.hasMore ? all.reduce((n, p) => n + p.items.length, 0) : undefined),
  });

export const useExpertBookings = (tab: ExpertBookingTab) => useInfiniteQuery(expertBookingsQueryOptions(tab));
