import type { AdminBookingsPage } from "@saathi/contract/admin-money";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { adminBookingsKeys } from "./admin-bookings-keys.ts";

type Query = Record<string, string | number | undefined>;

/** GET /api/admin/bookings: one page of the bookings search. */
export const getAdminBookings = (query: Query, signal?: AbortSignal) =>
  adminGet<AdminBookingsPage>("bookings", query, signal);

export const useAdminBookings = (query: Query) =>
  useQuery({
    queryKey: adminBookingsKeys.list(query),
    queryFn: ({ signal }) => getAdminBookings(query, signal),
    placeholderData: keepPreviousData,
  });
