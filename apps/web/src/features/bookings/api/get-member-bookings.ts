import type { MemberBookings } from "@saathi/contract/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** GET /api/bookings: the member's upcoming and completed sessions. */
export const getMemberBookings = (signal?: AbortSignal) => api<MemberBookings>("/api/bookings", { signal });

export const memberBookingsQueryOptions = queryOptions({
  queryKey: bookingsKeys.member(),
  queryFn: ({ signal }) => getMemberBookings(signal),
});

export const useMemberBookings = () => useQuery(memberBookingsQueryOptions);
