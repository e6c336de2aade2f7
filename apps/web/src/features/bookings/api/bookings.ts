import type {
  ExpertBookingCounts,
  ExpertBookings,
  ExpertBookingTab,
  MemberBookings,
  ReviewBody,
} from "@saathi/contract/bookings";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const memberBookingsQueryOptions = queryOptions({
  queryKey: ["bookings", "member"],
  queryFn: ({ signal }) => api<MemberBookings>("/api/bookings", { signal }),
});

export const expertCountsQueryOptions = queryOptions({
  queryKey: ["bookings", "expert", "counts"],
  queryFn: ({ signal }) => api<ExpertBookingCounts>("/api/expert/bookings/counts", { signal }),
});

export const expertBookingsQueryOptions = (tab: ExpertBookingTab) =>
  infiniteQueryOptions({
    queryKey: ["bookings", "expert", tab],
    queryFn: ({ pageParam, signal }) =>
      api<ExpertBookings>(`/api/expert/bookings?tab=${tab}&limit=20&offset=${pageParam}`, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.hasMore ? all.reduce((n, p) => n + p.items.length, 0) : undefined),
  });

/** Cancels a session (member or expert); both lists and the free times refresh. */
export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason?: string }) =>
      api<{ refundStatus: string }>(`/api/bookings/${bookingId}/cancel`, {
        method: "POST",
        body: reason ? { reason } : {},
      }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ["bookings"] });
      void qc.invalidateQueries({ queryKey: ["experts"] });
    },
  });
}

export function useReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: ReviewBody }) =>
      api(`/api/bookings/${bookingId}/review`, { method: "POST", body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["bookings"] });
      void qc.invalidateQueries({ queryKey: ["experts"] });
    },
  });
}
