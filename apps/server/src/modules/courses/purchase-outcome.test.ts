import { describe, expect, it } from "vitest";
import { decidePurchaseSettle, purchaseAnswer } from "./purchase-outcome.ts";

describe("decidePurchaseSettle", () => {
  it("pays an unpaid purchase, or gives the money back when the course is owned through another", () => {
    for (const status of ["PENDING", "FAILED", "CANCELLED"]) {
      expect(decidePurchaseSettle({ status, gatewayPaymentId: null }, "pay_1", false), status).toBe("pay");
      expect(decidePurchaseSettle({ status, gatewayPaymentId: null }, "pay_1", true), status).toBe("refundDuplicate");
    }
  });

  it("a payment recorded before is a repeat (no second refund); another payment is given back", () => {
    expect(decidePurchaseSettle({ status: "PAID", gatewayPaymentId: "pay_1" }, "pay_1", false)).toBe("repeat");
    expect(decidePurchaseSettle({ status: "CANCELLED", gatewayPaymentId: "pay_1" }, "pay_1", true)).toBe("repeat");
    expect(decidePurchaseSettle({ status: "PAID", gatewayPaymentId: "pay_1" }, "pay_2", false)).toBe("refundExtra");
    expect(decidePurchaseSettle({ status: "CANCELLED", gatewayPaymentId: "pay_1" }, "pay_2", true)).toBe("refundExtra");
  });
});

describe("purchaseAnswer", () => {
  it("'paid' only for the payment that made the purchase PAID", () => {
    expect(purchaseAnswer({ status: "PAID", gatewayPaymentId: "pay_1" }, "pay_1")).toBe("paid");
    expect(purchaseAnswer({ status: "PAID", gatewayPaymentId: "pay_1" }, "pay_2")).toBe("duplicate");
    expect(purchaseAnswer({ status: "CANCELLED", gatewayPaymentId: "pay_1" }, "pay_1")).toBe("duplicate");
  });
});
