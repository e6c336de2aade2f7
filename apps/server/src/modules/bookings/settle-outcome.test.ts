import { BOOKING_MSG } from "@saathi/contract/bookings";
import { describe, expect, it } from "vitest";
import { RELEASED_HOLD_MSG } from "./bookings.messages.ts";
import { mayHoldAnother } from "./bookings.policy.ts";
import { decideSettle, notBookedReason, type SettleRows, settleAnswer, webhookStatus } from "./settle-outcome.ts";

const rows = (booking: Partial<SettleRows["booking"]>, payment: Partial<SettleRows["payment"]> = {}): SettleRows => ({
  booking: { status: "HELD", cancelledBy: null, ...booking },
  payment: { status: "created", gatewayPaymentId: null, refundStatus: "none", ...payment },
});
const captured = { status: "captured", gatewayPaymentId: "pay_1", refundStatus: "none" };
const refunded = { status: "refunded", gatewayPaymentId: "pay_1", refundStatus: "refunded" };
const owed = { status: "captured", gatewayPaymentId: "pay_1", refundStatus: "pending" };

describe("decideSettle", () => {
  it("confirms a live hold and refunds a payment whose hold has gone", () => {
    expect(decideSettle(rows({ status: "HELD" }), "pay_1")).toBe("confirm");
    for (const status of ["EXPIRED", "FAILED", "CANCELLED"])
      expect(decideSettle(rows({ status }), "pay_1"), status).toBe("refund");
    // The hold was released by a failed payment (payment marked failed): still a refund, not a confirm.
    expect(decideSettle(rows({ status: "FAILED" }, { status: "failed" }), "pay_1")).toBe("refund");
  });

  it("a payment recorded before is a repeat, whatever became of it; another payment is given back", () => {
    for (const p of [captured, refunded, owed]) {
      expect(decideSettle(rows({ status: "CONFIRMED" }, p), "pay_1")).toBe("repeat");
      expect(decideSettle(rows({ status: "EXPIRED" }, p), "pay_1")).toBe("repeat");
      expect(decideSettle(rows({ status: "CONFIRMED" }, p), "pay_2")).toBe("refundExtra");
    }
  });
});

describe("settleAnswer", () => {
  it("is 'confirmed' only for a CONFIRMED booking on a captured payment that owes nothing", () => {
    expect(settleAnswer(rows({ status: "CONFIRMED" }, captured))).toBe("confirmed");
    expect(settleAnswer(rows({ status: "CONFIRMED" }, owed))).toBe("refund_pending");
    expect(settleAnswer(rows({ status: "CONFIRMED" }, refunded))).toBe("refunded");
  });

  it("tells a released or expired hold's refund as it stands", () => {
    for (const status of ["EXPIRED", "FAILED", "CANCELLED", "HELD"]) {
      expect(settleAnswer(rows({ status }, refunded)), status).toBe("refunded");
      expect(settleAnswer(rows({ status }, owed)), status).toBe("refund_pending");
      expect(settleAnswer(rows({ status }, captured)), status).toBe("refund_pending");
    }
  });

  it("a session cancelled after it was confirmed says so", () => {
    expect(settleAnswer(rows({ status: "CANCELLED", cancelledBy: "member" }, owed))).toBe("cancelled");
    expect(settleAnswer(rows({ status: "CANCELLED", cancelledBy: "expert" }, refunded))).toBe("cancelled");
  });
});

describe("notBookedReason", () => {
  it("says how the hold ended: expired, released by a failed payment, or released otherwise", () => {
    expect(notBookedReason("refunded", "EXPIRED")).toEqual({ code: "HOLD_EXPIRED", message: BOOKING_MSG.holdExpired });
    expect(notBookedReason("refund_pending", "EXPIRED")).toEqual({
      code: "HOLD_EXPIRED",
      message: BOOKING_MSG.holdExpiredRefundPending,
    });
    expect(notBookedReason("refunded", "FAILED")).toEqual({
      code: "HOLD_RELEASED",
      message: RELEASED_HOLD_MSG.paymentFailedRefunded,
    });
    expect(notBookedReason("refund_pending", "FAILED")).toEqual({
      code: "HOLD_RELEASED",
      message: RELEASED_HOLD_MSG.paymentFailedRefundPending,
    });
    expect(notBookedReason("refunded", "CANCELLED").message).toBe(RELEASED_HOLD_MSG.releasedRefunded);
    expect(notBookedReason("refund_pending", "CANCELLED").message).toBe(RELEASED_HOLD_MSG.releasedRefundPending);
    expect(notBookedReason("cancelled", "CANCELLED")).toEqual({
      code: "BOOKING_CANCELLED",
      message: BOOKING_MSG.cancelled,
    });
  });
});

describe("webhookStatus", () => {
  it("names what happened for the delivery log", () => {
    expect(webhookStatus("confirm", "confirmed")).toBe("confirmed");
    expect(webhookStatus("repeat", "confirmed")).toBe("already");
    expect(webhookStatus("refund", "refunded")).toBe("refunded");
    expect(webhookStatus("repeat", "refunded")).toBe("refunded");
    expect(webhookStatus("repeat", "refund_pending")).toBe("refund_pending");
    expect(webhookStatus("refundExtra", "confirmed")).toBe("extra_payment_refunded");
  });
});

describe("mayHoldAnother", () => {
  it("allows two live holds; a retry of an existing hold's create is not a new hold", () => {
    expect(mayHoldAnother({ liveHolds: 0, sameKeyExists: false })).toBe(true);
    expect(mayHoldAnother({ liveHolds: 1, sameKeyExists: false })).toBe(true);
    expect(mayHoldAnother({ liveHolds: 2, sameKeyExists: false })).toBe(false);
    expect(mayHoldAnother({ liveHolds: 5, sameKeyExists: false })).toBe(false);
    expect(mayHoldAnother({ liveHolds: 2, sameKeyExists: true })).toBe(true);
  });
});
