import type { Availability } from "@saathi/contract/experts";
import type { BookingProposal, RescheduleResponse } from "@saathi/contract/reschedule";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** GET /api/experts/:id/availability (the API the booking page's slot picker uses): 14 days of free times. */
export const useFreeTimes = (expertId: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingsKeys.freeTimes(expertId),
    queryFn: ({ signal }) => api<Availability>(`/api/experts/${expertId}/availability?days=14`, { signal }),
    enabled: enabled && Boolean(expertId),
    staleTime: 10_000,
  });

/** After a move or an answer: both lists and the expert's free times refresh. */
function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: bookingsKeys.all });
    void qc.invalidateQueries({ queryKey: bookingsKeys.expertsRoot });
  };
}

/** POST /api/bookings/:id/reschedule: the member moves their session to a free time. */
export function useReschedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ bookingId, startsAt }: { bookingId: string; startsAt: string }) =>
      api<RescheduleResponse>(`/api/bookings/${bookingId}/reschedule`, { method: "POST", body: { startsAt } }),
    onSettled: refresh,
  });
}

/** POST /api/bookings/:id/proposals: the expert proposes a new time. */
export function useProposeTime() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ bookingId, startsAt }: { bookingId: string; startsAt: string }) =>
      api<BookingProposal>(`/api/bookings/${bookingId}/proposals`, { method: "POST", body: { startsAt } }),
    onSettled: refresh,
  });
}

/** POST /api/bookings/:id/proposals/:pid/accept|decline: the member answers a proposal. */
export function useAnswerProposal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      bookingId,
      proposalId,
      answer,
    }: {
      bookingId: string;
      proposalId: string;
      answer: "accept" | "decline";
    }) => api<unknown>(`/api/bookings/${bookingId}/proposals/${proposalId}/${answer}`, { method: "POST", body: {} }),
    onSettled: refresh,
  });
}
