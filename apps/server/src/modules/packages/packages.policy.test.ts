import { describe, expect, it } from "vitest";
import { type CreditState, decidePurchase, nextShare, refundFor, remainingCredits } from "./packages.policy.ts";

const fresh = (price: number, sessions: number): CreditState => ({
  price,
  sessions,
  refundedSessions: 0,
  refundedAmount: 0,
  inUse: [],
});

/** Books one session on the state (as the repository does), answering its share. */
const book = (s: CreditState) => {
  const share = nextShare(s);
  if (share === null) throw new Error("no credit");
  s.inUse.push(share);
  return share;
};
const refund = (s: CreditState, n: number) => {
  const amount = refundFor(s, n);
  if (amount === null) throw new Error("nothing to refund");
  s.refundedSessions += n;
  s.refundedAmount += amount;
  return amount;
};

describe("package shares", () => {
  it("four sessions of ₹1,000.01 take 25,000 paise each and the last takes the rounding", () => {
    const s = fresh(100_001, 4);
    expect([book(s), book(s), book(s), book(s)]).toEqual([25_000, 25_000, 25_000, 25_001]);
    expect(nextShare(s)).toBeNull();
    expect(s.inUse.reduce((a, b) => a + b, 0)).toBe(100_001);
  });

  it("refunding every unused session gives back exactly what was not used, rounding included", () => {
    const s = fresh(100_003, 8);
    book(s);
    expect(refundFor(s, 7)).toBe(100_003 - 12_500);
    expect(refund(s, 7)).toBe(87_503);
    expect(remainingCredits(s)).toBe(0);
    expect(refundFor(s, 1)).toBeNull();
  });

  it("refunding some leaves the rounding with the last credit, whoever takes it", () => {
    const s = fresh(1_001, 4);
    expect(refund(s, 1)).toBe(250);
    book(s);
    book(s);
    expect(nextShare(s)).toBe(1_001 - 250 - 500);
    expect(refund(s, 1)).toBe(251);
    expect(s.refundedAmount + s.inUse.reduce((a, b) => a + b, 0)).toBe(1_001);
  });

  it("a cancelled session gives its credit back and the sum still comes to the price", () => {
    const s = fresh(1_001, 4);
    for (let i = 0; i < 4; i++) book(s);
    s.inUse.splice(1, 1); // the second session is cancelled: its 250 comes back as a credit
    expect(remainingCredits(s)).toBe(1);
    expect(nextShare(s)).toBe(250);
    book(s);
    expect(s.inUse.reduce((a, b) => a + b, 0)).toBe(1_001);
  });

  it("every order of bookings, cancellations and refunds adds up to the price", () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const sessions = rand(2) ? 8 : 4;
      const s = fresh(sessions + rand(900_000), sessions);
      for (let step = 0; step < 20; step++) {
        const move = rand(3);
        if (move === 0 && remainingCredits(s) > 0) book(s);
        if (move === 1 && s.inUse.length > 0) s.inUse.splice(rand(s.inUse.length), 1);
        if (move === 2 && remainingCredits(s) > 0) refund(s, 1 + rand(remainingCredits(s)));
        for (const share of s.inUse) expect(share).toBeGreaterThan(0);
      }
      const all = remainingCredits(s);
      if (all > 0) refund(s, all);
      expect(s.refundedAmount + s.inUse.reduce((a, b) => a + b, 0)).toBe(s.price);
    }
  });

  it("refusing more than is unused, or nothing", () => {
    const s = fresh(4_000, 4);
    expect(refundFor(s, 0)).toBeNull();
    expect(refundFor(s, 5)).toBeNull();
    expect(refundFor(s, 4)).toBe(4_000);
  });
});

describe("a captured payment for a purchase", () => {
  it("opens a pending purchase, repeats, refunds a second payment or a late one", () => {
    expect(decidePurchase({ status: "pending", gatewayPaymentId: null }, "pay_1")).toBe("pay");
    expect(decidePurchase({ status: "paid", gatewayPaymentId: "pay_1" }, "pay_1")).toBe("repeat");
    expect(decidePurchase({ status: "partly_refunded", gatewayPaymentId: "pay_1" }, "pay_1")).toBe("repeat");
    expect(decidePurchase({ status: "paid", gatewayPaymentId: "pay_1" }, "pay_2")).toBe("refundExtra");
    expect(decidePurchase({ status: "failed", gatewayPaymentId: null }, "pay_1")).toBe("refundLate");
  });
});
