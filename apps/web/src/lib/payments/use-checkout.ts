// One booking attempt from 'Book your slot now' to the result dialog: create (hold) → checkout
// (sandbox dialog or Razorpay) → verify → 'You're all set!', or release the hold → 'Transaction Failed'.
import { BOOKING_MSG, type CreateBookingBody, type CreateBookingResponse } from "@saathi/contract/bookings";
import { createBooking } from "../api/checkout/create-booking.ts";
import { releaseHold } from "../api/checkout/release-hold.ts";
import { verifyPayment } from "../api/checkout/verify-payment.ts";
import { useGatewayCheckout } from "./use-gateway-checkout.ts";

export function useCheckout({
  description,
  onSettled,
  onGuardian,
}: {
  description: string;
  onSettled(): void;
  /** A minor's booking is held for their guardian to consent and pay: nothing to pay here. */
  onGuardian?(booking: CreateBookingResponse): void;
}) {
  const checkout = useGatewayCheckout<CreateBookingResponse>({
    description,
    onSettled,
    verify: (order, answer) => verifyPayment(order.bookingId, answer),
    close: (order, reason) => releaseHold(order.bookingId, reason),
    verifyFailedMessage: BOOKING_MSG.verifyFailed,
  });
  return {
    ...checkout,
    /** A fresh Idempotency-Key per attempt, so a retried request holds one slot only. */
    start: (body: CreateBookingBody) =>
      checkout.start(async () => {
        const booking = await createBooking(body, crypto.randomUUID());
        if (!booking.awaitingGuardian) return booking;
        onGuardian?.(booking);
        return null;
      }),
  };
}
