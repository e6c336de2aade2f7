import type { BookingDispute, CreateDisputeBody } from "@saathi/contract/booking-disputes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** POST /api/bookings/:id/dispute: the member reports a problem with a finished session. */
export const reportProblem = ({ bookingId, body }: { bookingId: string; body: CreateDisputeBody }) =>
  api<BookingDispute>(`/api/bookings/${bookingId}/dispute`, { method: "POST", body });

export function useReportProblem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reportProblem,
    onSuccess: () => void qc.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
