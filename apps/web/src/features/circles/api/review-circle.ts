import type { CircleReview, CircleReviewBody } from "@saathi/contract/circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circlesKeys } from "./circles-keys.ts";

/** POST /api/circles/seats/:seatId/review: once per seat, after the meeting ended. */
export const reviewCircle = ({ seatId, body }: { seatId: string; body: CircleReviewBody }) =>
  api<CircleReview>(`/api/circles/seats/${encodeURIComponent(seatId)}/review`, { method: "POST", body });

export function useReviewCircle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewCircle,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: circlesKeys.myReviews() });
      void qc.invalidateQueries({ queryKey: circlesKeys.reviewsRoot() });
    },
  });
}
