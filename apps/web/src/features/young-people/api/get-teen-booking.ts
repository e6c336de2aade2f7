import type { TeenBookingStatus } from "@saathi/contract/guardian-booking";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { youngPeopleKeys } from "./young-people-keys.ts";

/** GET /api/young-people/bookings/:bookingId: my session waiting for my guardian. */
export const getTeenBooking = (bookingId: string, signal?: AbortSignal) =>
  api<TeenBookingStatus>(`/api/young-people/bookings/${encodeURIComponent(bookingId)}`, { signal });

export const teenBookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: youngPeopleKeys.teenBooking(bookingId),
    queryFn: ({ signal }) => getTeenBooking(bookingId, signal),
    // The guardian answers from another device: look again while it waits.
    refetchInterval: (q) => (q.state.data?.state === "waiting" ? 10_000 : false),
  });

export const useTeenBooking = (bookingId: string) => useQuery(teenBookingQueryOptions(bookingId));
