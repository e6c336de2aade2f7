import type { ReviewBody } from "@saathi/contract/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsKeys } from "./bookings-keys.ts";

/** POST /api/bookings/:id/review: the member's rating of a completed session. */
export const reviewBooking = ({ bookingId, body }: { bookingId: string; body: ReviewBody }) =>
  api(`/api/bookings/${bookingId}/review`, { method: "POST", body });

export function useReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewBooking,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: bookingsKeys.all });
      void qc.invalidateQueries({ queryKey: bookingsKeys.expertsRoot });
    },
  });
}
