import type { BookingReminders } from "@saathi/contract/reminders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** GET /api/bookings/:id/reminders: the session's reminders and their delivery log (member and expert). */
export const getBookingReminders = (bookingId: string, signal?: AbortSignal) =>
  api<BookingReminders>(`/api/bookings/${bookingId}/reminders`, { signal });

export const bookingRemindersQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: bookingsKeys.reminders(bookingId),
    queryFn: ({ signal }) => getBookingReminders(bookingId, signal),
  });

/** Fetched only when `enabled` (the log is opened, or the no-show case is possible). */
export const useBookingReminders = (bookingId: string, enabled: boolean) =>
  useQuery({ ...bookingRemindersQueryOptions(bookingId), enabled });
