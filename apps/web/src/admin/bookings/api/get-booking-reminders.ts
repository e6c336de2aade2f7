import type { BookingReminders } from "@saathi/contract/reminders";
import { useQuery } from "@tanstack/react-query";
import { adminGet } from "../../shell/admin-api.ts";
import { adminBookingsKeys } from "./admin-bookings-keys.ts";

/** GET /api/admin/bookings/:id/reminders: the booking's reminders and every try of every channel. */
export const getBookingReminders = (id: string, signal?: AbortSignal) =>
  adminGet<BookingReminders>(`bookings/${id}/reminders`, undefined, signal);

export const useBookingReminders = (id: string) =>
  useQuery({ queryKey: adminBookingsKeys.reminders(id), queryFn: ({ signal }) => getBookingReminders(id, signal) });
