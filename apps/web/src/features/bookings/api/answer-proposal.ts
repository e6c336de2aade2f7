import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useRefreshAfterMove } from "./refresh-after-move.ts";

/** POST /api/bookings/:id/proposals/:pid/accept|decline: the member answers a proposal. */
export function useAnswerProposal() {
  const refresh = useRefreshAfterMove();
  return useMutation({
    mutationFn: (a: { bookingId: string; proposalId: string; answer: "accept" | "decline" }) =>
      api<unknown>(`/api/bookings/${a.bookingId}/proposals/${a.proposalId}/${a.answer}`, { method: "POST", body: {} }),
    onSettled: refresh,
  });
}
