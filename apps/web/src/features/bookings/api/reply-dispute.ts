import type { BookingDispute } from "@saathi/contract/booking-disputes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** POST /api/bookings/:id/dispute/reply: the expert's one answer to a reported problem. */
export const replyDispute = ({ bookingId, message }: { bookingId: string; message: string }) =>
  api<BookingDispute>(`/api/bookings/${bookingId}/dispute/reply`, { method: "POST", body: { message } });

export function useReplyDispute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: replyDispute,
    onSuccess: () => void qc.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
