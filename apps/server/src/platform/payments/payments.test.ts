import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hmacMatches, signCheckout } from "./gateway.ts";
import { splitPayment } from "./money.ts";
import { createRazorpayGateway, type RazorpayClient } from "./razorpay-gateway.ts";

describe("money split", () => {
  it("takes GST out of the price, then the commission; the parts add up to the price", () => {
    expect(splitPayment(118_000, 18, 20)).toEqual({
      amount: 118_000,
      tax: 18_000,
      commission: 20_000,
      earning: 80_000,
    });
    for (const amount of [1, 99, 70_000, 120_000, 199_999]) {
      const s = splitPayment(amount, 18, 15);
      expect(s.tax + s.commission + s.earning).toBe(amount);
      expect(Number.isInteger(s.tax) && Number.isInteger(s.commission)).toBe(true);
    }
    expect(splitPayment(100_000, 0, 0)).toEqual({ amount: 100_000, tax: 0, commission: 0, earning: 100_000 });
  });
});

describe("signatures", () => {
  it("checkout signature is HMAC-SHA256 of order_id|payment_id (Razorpay's rule)", () => {
    const sig = signCheckout("secret", "order_1", "pay_1");
    expect(sig).toBe(createHmac("sha256", "secret").update("order_1|pay_1").digest("hex"));
    expect(hmacMatches("secret", "order_1|pay_1", sig)).toBe(true);
    expect(hmacMatches("secret", "order_1|pay_2", sig)).toBe(false);
    expect(hmacMatches("secret", "order_1|pay_1", "short")).toBe(false);
  });
});

describe("Razorpay adapter", () => {
  const calls: string[] = [];
  const fake: RazorpayClient = {
    orders: {
      async create(p) {
        calls.push(`order ${p.amount} ${p.currency} ${p.receipt}`);
        return { id: "order_rzp_1" };
      },
      async fetchPayments(orderId) {
        return { items: [{ id: "pay_rzp_1", order_id: orderId, amount: "120000", status: "captured" }] };
      },
    },
    payments: {
      async refund(paymentId, p) {
        calls.push(`refund ${paymentId} ${p.amount}`);
        return { id: "rfnd_1" };
      },
    },
  };
  const gw = createRazorpayGateway({ keyId: "rzp_test_x", keySecret: "k-secret", webhookSecret: "w-secret" }, fake);

  it("creates orders in paise, lists an order's payments and refunds in full", async () => {
    expect(await gw.createOrder({ amount: 120_000, currency: "INR", receipt: "b1" })).toEqual({
      orderId: "order_rzp_1",
    });
    expect(await gw.orderPayments("order_rzp_1")).toEqual([
      { paymentId: "pay_rzp_1", orderId: "order_rzp_1", amount: 120_000, status: "captured" },
    ]);
    expect(await gw.refund("pay_rzp_1", 120_000)).toEqual({ refundId: "rfnd_1" });
    expect(calls).toEqual(["order 120000 INR b1", "refund pay_rzp_1 120000"]);
    expect(gw).toMatchObject({ provider: "razorpay", keyId: "rzp_test_x", webhookSecret: "w-secret" });
  });

  it("refunds part of a payment with the amount and the caller's receipt (issue 15)", async () => {
    const seen: unknown[] = [];
    const partial = createRazorpayGateway(
      { keyId: "k", keySecret: "s", webhookSecret: "w" },
      {
        ...fake,
        payments: {
          async refund(paymentId, p) {
            seen.push({ paymentId, ...p });
            return { id: `rfnd_${seen.length}` };
          },
        },
      },
    );
    expect(await partial.refund("pay_rzp_1", 40_000, { receipt: "r-1" })).toEqual({ refundId: "rfnd_1" });
    expect(await partial.refund("pay_rzp_1", 30_000)).toEqual({ refundId: "rfnd_2" });
    expect(seen).toEqual([
      { paymentId: "pay_rzp_1", amount: 40_000, speed: "normal", receipt: "r-1" },
      { paymentId: "pay_rzp_1", amount: 30_000, speed: "normal" },
    ]);
  });

  it("verifies checkout signatures with the key secret through the SDK", () => {
    const good = signCheckout("k-secret", "order_rzp_1", "pay_rzp_1");
    expect(gw.verifyCheckoutSignature("order_rzp_1", "pay_rzp_1", good)).toBe(true);
    expect(gw.verifyCheckoutSignature("order_rzp_1", "pay_rzp_2", good)).toBe(false);
  });
});
