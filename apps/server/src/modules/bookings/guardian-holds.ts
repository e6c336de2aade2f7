// Bookings' side of a minor's session paid by their guardian (decision 038): the port young-people
// uses from the guardian's link (young-people is built first and never imports bookings). The guardian's
// payment goes through the same gateway order, signature check and settle as an adult's checkout, so a
// booking is confirmed or its payment refunded, never both.
import type { GuardianHolds } from "../young-people/index.ts";
import type { BookingsDeps } from "./bookings.deps.ts";
import type { BookingRow } from "./bookings.repository.ts";
import { PG, pgCode } from "./bookings.repository.ts";
import { openPaymentOrder } from "./payment-order.ts";
import type { Settlement } from "./settle.service.ts";

const isGuardianHold = (b: BookingRow) => b.holdKind === "guardian";

export function createGuardianHolds(
  d: Pick<BookingsDeps, "bookings" | "payments" | "log">,
  s: Pick<Settlement, "settle" | "changed">,
): GuardianHolds {
  const { gateway, sandbox } = d.payments;
  /** The guardian's booking and its order; anything else is not theirs to pay. */
  const guardianOrder = async (bookingId: string) => {
    const found = await d.bookings.find(bookingId);
    return found && isGuardianHold(found.booking) ? found : null;
  };
  const payable = async (bookingId: string) => {
    const found = await guardianOrder(bookingId);
    if (!found?.payment || found.booking.status !== "HELD") return null;
    return { orderId: found.payment.gatewayOrderId, amount: found.payment.amount };
  };

  return {
    async view(bookingId) {
      const found = await d.bookings.find(bookingId);
      if (!found || !isGuardianHold(found.booking)) return null;
      const b = found.booking;
      return {
        ...{ status: b.status, holdKind: b.holdKind, clientId: b.clientId, expertId: b.expertId },
        ...{ startsAt: b.startsAt, endsAt: b.endsAt, sessionType: b.sessionType, language: b.language },
        ...{ amount: b.amount, currency: b.currency, holdExpiresAt: b.holdExpiresAt },
      };
    },

    async openOrder(bookingId, attendance) {
      if (!(await d.bookings.setGuardianAttendance(bookingId, attendance))) return null;
      const answer = (orderId: string, b: BookingRow) => ({
        orderId,
        amount: b.amount,
        currency: b.currency,
        provider: gateway.provider,
        keyId: gateway.keyId,
      });
      const found = await guardianOrder(bookingId);
      if (!found) return null;
      if (found.payment) return answer(found.payment.gatewayOrderId, found.booking);
      const { booking } = found;
      let orderId: string;
      try {
        orderId = await openPaymentOrder(d, booking);
      } catch (err) {
        // Two taps at once: the first order stands (one payment row per booking).
        if (pgCode(err) !== PG.unique) throw err;
        const again = await guardianOrder(bookingId);
        if (!again?.payment) throw err;
        return answer(again.payment.gatewayOrderId, booking);
      }
      return answer(orderId, booking);
    },

    async settle(bookingId, paid) {
      const found = await guardianOrder(bookingId);
      // Another booking's order is not this link's to pay: the same answer as a missing one.
      if (found?.payment?.gatewayOrderId !== paid.orderId) return "other_order";
      if (!gateway.verifyCheckoutSignature(paid.orderId, paid.paymentId, paid.signature)) return "invalid";
      return (await s.settle(bookingId, paid.paymentId)).answer;
    },

    async release(bookingId) {
      const found = await guardianOrder(bookingId);
      if (!found) return false;
      const released = await d.bookings.releaseHold(bookingId, "CANCELLED", true);
      if (released) await s.changed(found.booking);
      return released;
    },

    sandbox: sandbox && {
      async pay(bookingId) {
        const order = await payable(bookingId);
        if (!order) return null;
        const paid = await sandbox.pay(order.orderId, order.amount);
        return {
          razorpay_order_id: order.orderId,
          razorpay_payment_id: paid.paymentId,
          razorpay_signature: paid.signature,
        };
      },
      async fail(bookingId) {
        const order = await payable(bookingId);
        if (order) await sandbox.fail(order.orderId, order.amount);
      },
    },
  };
}
