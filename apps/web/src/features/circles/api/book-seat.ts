import type { Seat } from "@saathi/contract/circles";
import { api } from "../../../lib/api-client.ts";

export interface SeatBooking {
  seat: Seat;
  /** Null for a free seat (confirmed at once). */
  checkout: { orderId: string; amount: number; currency: string; provider: string; keyId: string | null } | null;
}

/**
 * POST /api/circles/occurrences/:occurrenceId/seats: a free seat is confirmed, a paid one held for its
 * checkout. When someone the member blocked holds a seat there it answers 409 BLOCKED_PRESENT until the
 * member books again with `confirmBlocked`.
 */
export const bookSeat = (occurrenceId: string, nickname: string, confirmBlocked = false) =>
  api<SeatBooking>(`/api/circles/occurrences/${encodeURIComponent(occurrenceId)}/seats`, {
    method: "POST",
    body: confirmBlocked ? { nickname, confirmBlocked: true } : { nickname },
  });
