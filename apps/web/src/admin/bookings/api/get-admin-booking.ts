import type { AdminBookingDetail } from "@saathi/contract/admin-money";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { adminBookingsKeys } from "./admin-bookings-keys.ts";

/** GET /api/admin/bookings/:id: the booking, its payment split, refunds, dispute and timeline. */
export const getAdminBooking = (id: string, signal?: AbortSignal) =>
  adminGet<AdminBookingDetail>(`bookings/${id}`, undefined, signal);

export const useAdminBooking = (id: string) =>
  useQuery({ queryKey: adminBookingsKeys.detail(id), queryFn: ({ signal }) => getAdminBooking(id, signal) });
