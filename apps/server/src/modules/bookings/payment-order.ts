// A held booking's gateway order and its payment row: the one way an order is opened, for a member's
// checkout and for a guardian's link alike (one payment row per booking; a second insert is a unique
// violation the caller answers).
import type { BookingsDeps } from "./bookings.deps.ts";
import type { BookingRow } from "./bookings.repository.ts";

export async function openPaymentOrder(
  d: Pick<BookingsDeps, "bookings" | "payments">,
  booking: Pick<BookingRow, "id" | "amount" | "currency">,
): Promise<string> {
  const { gateway } = d.payments;
  const { orderId } = await gateway.createOrder({
    amount: booking.amount,
    currency: booking.currency,
    receipt: booking.id,
  });
  await d.bookings.insertPayment({
    bookingId: booking.id,
    provider: gateway.provider,
    orderId,
    amount: booking.amount,
    currency: booking.currency,
  });
  return orderId;
}
