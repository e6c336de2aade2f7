import type { CareScores } from "@saathi/contract/care-scores";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../api-client.ts";
import { careBriefKeys } from "./care-brief-keys.ts";

/** GET /api/care/bookings/:bookingId/scores: the scores for a booking's session (404 without care). */
export const getBookingCareScores = (bookingId: string, signal?: AbortSignal) =>
  api<CareScores>(`/api/care/bookings/${bookingId}/scores`, { signal });

export const bookingCareScoresQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: careBriefKeys.booking(bookingId),
    queryFn: ({ signal }) => getBookingCareScores(bookingId, signal),
    retry: false,
  });

export const useBookingCareScores = (bookingId: string) => useQuery(bookingCareScoresQueryOptions(bookingId));
