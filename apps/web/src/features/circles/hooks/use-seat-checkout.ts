// Paying for a circle seat: the same gateway checkout as sessions, packages and courses (create the order →
// sandbox dialog or Razorpay → verify the signed answer). A free seat is confirmed at once. The outcome is
// told as it is: confirmed, payment failed, or refunded because the seat was let go before the money came.
import type { PaymentProvider } from "@saathi/contract/bookings";
import { CIRCLE_MSG, type Seat } from "@saathi/contract/circles";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { useGatewayCheckout } from "../../../lib/payments/use-gateway-checkout.ts";
import { bookSeat } from "../api/book-seat.ts";
import { circlesKeys } from "../api/circles-keys.ts";
import { releaseSeat } from "../api/release-seat.ts";
import { verifySeat } from "../api/verify-seat.ts";

export interface SeatOrder {
  seat: Seat;
  orderId: string;
  amount: number;
  currency: string;
  provider: PaymentProvider;
  keyId: string;
}

/** How a booking ended, for the screen to say. */
export type SeatOutcome =
  | { kind: "confirmed"; seat: Seat; paid: boolean }
  | { kind: "refunded"; message: string }
  | { kind: "failed"; message: string };

export function useSeatCheckout(description: string) {
  const qc = useQueryClient();
  const [freeSeat, setFreeSeat] = useState<Seat | null>(null);
  // Set when the verify answered that the seat went before the money came (409 SEAT_GONE).
  const seatGone = useRef<string | null>(null);
  // Set when someone the member blocked holds a seat in that meeting (409 BLOCKED_PRESENT): the screen
  // warns, and the member books again with confirmBlocked or lets it be.
  const [blockedWarning, setBlockedWarning] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: circlesKeys.all });
  const checkout = useGatewayCheckout<SeatOrder>({
    description,
    verify: async (order, answer) => {
      try {
        return await verifySeat(order.seat.id, answer);
      } catch (err) {
        if (err instanceof ApiError && err.code === "SEAT_GONE") seatGone.current = err.message;
        throw err;
      }
    },
    close: (order) => releaseSeat(order.seat.id).catch(() => undefined),
    verifyFailedMessage: CIRCLE_MSG.verifyFailed,
    onSuccess: refresh,
    onSettled: () => void refresh(),
  });

  const s = checkout.state;
  const outcome: SeatOutcome | null = freeSeat
    ? { kind: "confirmed", seat: freeSeat, paid: false }
    : s.step === "success"
      ? { kind: "confirmed", seat: s.order.seat, paid: true }
      : s.step === "failure"
        ? seatGone.current
          ? { kind: "refunded", message: seatGone.current }
          : { kind: "failed", message: s.message }
        : null;

  return {
    ...checkout,
    outcome,
    /** The server's sentence when someone the member blocked holds a seat there, until they choose. */
    blockedWarning,
    dismissBlockedWarning: () => setBlockedWarning(null),
    /** Takes a seat in one meeting under a circle nickname (`confirmBlocked` after the block warning). */
    book: (occurrenceId: string, nickname: string, confirmBlocked = false) => {
      seatGone.current = null;
      setFreeSeat(null);
      setBlockedWarning(null);
      return checkout.start(async () => {
        let r: Awaited<ReturnType<typeof bookSeat>>;
        try {
          r = await bookSeat(occurrenceId, nickname, confirmBlocked);
        } catch (err) {
          if (!(err instanceof ApiError && err.code === "BLOCKED_PRESENT")) throw err;
          setBlockedWarning(err.message);
          return null;
        }
        if (!r.checkout) {
          setFreeSeat(r.seat);
          void refresh();
          return null;
        }
        return {
          seat: r.seat,
          orderId: r.checkout.orderId,
          amount: r.checkout.amount,
          currency: r.checkout.currency,
          provider: r.checkout.provider === "razorpay" ? "razorpay" : "sandbox",
          keyId: r.checkout.keyId ?? "",
        };
      });
    },
    reset: () => {
      seatGone.current = null;
      setBlockedWarning(null);
      setFreeSeat(null);
      checkout.reset();
    },
  };
}
