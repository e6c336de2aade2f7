import type { TeenBookingStatus } from "@saathi/contract/guardian-booking";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { youngPeopleKeys } from "./young-people-keys.ts";

/** GET /api/young-people/bookings: my sessions still waiting for my guardian. */
export const getTeenWaiting = (signal?: AbortSignal) =>
  api<{ items: TeenBookingStatus[] }>("/api/young-people/bookings", { signal });

export const teenWaitingQueryOptions = queryOptions({
  queryKey: youngPeopleKeys.teenWaiting(),
  queryFn: ({ signal }) => getTeenWaiting(signal),
});

export const useTeenWaiting = () => useQuery(teenWaitingQueryOptions);
