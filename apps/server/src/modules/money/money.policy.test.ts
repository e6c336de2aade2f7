// The money rules without a database: refundable amounts, report window, one reply,
// resolution amounts, month bounds in Asia/Kolkata, and the ledger arithmetic.
import { describe, expect, it } from "vitest";
import { ledgerLine, splitPayment, sumLedger } from "../../platform/payments/money.ts";
import {
  leftToRefund,
  markPaidRefusal,
  monthBounds,
  refundable,
  refundRefusal,
  replyRefusal,
  reportRefusal,
  resolutionAmount,
} from "./money.policy.ts";
import { csvField, rupeesCsv } from "./payouts-csv.ts";

const pay = (over = {}) => ({
  status: "captured",
  amount: 100_000,
  gatewayPaymentId: "pay_1",
  refundStatus: "none",
  committed: 0,
  ...over,
});

describe("refunds", () => {
  it("what remains: nothing unless captured; a cancellation refund takes it all", () => {
    expect(refundable(pay())).toBe(100_000);
    expect(refundable(pay({ committed: 40_000 }))).toBe(60_000);
    expect(refundable(pay({ status: "created" }))).toBe(0);
    expect(refundable(pay({ status: "refunded" }))).toBe(0);
    expect(refundable(pay({ refundStatus: "pending" }))).toBe(0);
    expect(refundable(null)).toBe(0);
    expect(leftToRefund({ amount: 100_000, status: "captured", done: 10, pending: 20 })).toBe(99_970);
    expect(leftToRefund({ amount: null, status: null, done: 0, pending: 0 })).toBe(0);
  });
  it("refuses an unpaid payment, an empty one and more than remains", () => {
    expect(refundRefusal(pay(), 100_000)).toBeNull();
    expect(refundRefusal(pay(), 100_001)).toBe("over_refund");
    expect(refundRefusal(pay(), 0)).toBe("over_refund");
    expect(refundRefusal(pay(), 1.5)).toBe("over_refund");
    expect(refundRefusal(pay({ committed: 100_000 }), 1)).toBe("nothing_left");
    expect(refundRefusal(pay({ status: "refunded" }), 1)).toBe("nothing_left");
    expect(refundRefusal(pay({ status: "failed" }), 1)).toBe("not_paid");
    expect(refundRefusal(pay({ gatewayPaymentId: null }), 1)).toBe("not_paid");
  });
});

describe("disputes", () => {
  const end = new Date("2026-11-10T10:00:00Z");
  const b = { clientId: "m", expertId: "e", status: "CONFIRMED", endsAt: end };
  const day = 86_400_000;
  it("a finished confirmed session, up to 7 days after its end", () => {
    expect(reportRefusal(b, end.getTime() - 1)).toBe("not_completed");
    expect(reportRefusal({ ...b, status: "CANCELLED" }, end.getTime() + day)).toBe("not_completed");
    expect(reportRefusal(b, end.getTime())).toBeNull();
    expect(reportRefusal(b, end.getTime() + 7 * day)).toBeNull();
    expect(reportRefusal(b, end.getTime() + 7 * day + 1)).toBe("window_closed");
  });
  it("the expert answers once, while open", () => {
    expect(replyRefusal({ status: "open", expertReply: null })).toBeNull();
    expect(replyRefusal({ status: "open", expertReply: "x" })).toBe("replied");
    expect(replyRefusal({ status: "resolved", expertReply: null })).toBe("closed");
  });
  it("a resolution refunds all that is left, the admin's amount, or nothing", () => {
    expect(resolutionAmount("refund", undefined, 60_000)).toEqual({ ok: true, amount: 60_000 });
    expect(resolutionAmount("partial", 10_000, 60_000)).toEqual({ ok: true, amount: 10_000 });
    expect(resolutionAmount("partial", 60_001, 60_000)).toEqual({ ok: false, why: "over_refund" });
    expect(resolutionAmount("partial", undefined, 60_000)).toEqual({ ok: false, why: "amount_required" });
    expect(resolutionAmount("refund", undefined, 0)).toEqual({ ok: false, why: "nothing_left" });
    expect(resolutionAmount("none", 5, 0)).toEqual({ ok: true, amount: 0 });
  });
});

describe("payouts", () => {
  it("months start and end at midnight in Asia/Kolkata", () => {
    expect(monthBounds("2026-10")).toEqual({
      from: new Date("2026-09-30T18:30:00Z"),
      to: new Date("2026-10-31T18:30:00Z"),
    });
    expect(monthBounds("2026-12").to).toEqual(new Date("2026-12-31T18:30:00Z"));
  });
  it("a month is paid once it is over and something is owed", () => {
    const after = Date.parse("2026-11-01T00:00:00Z");
    expect(markPaidRefusal("2026-10", after, { sessions: 1, net: 5 })).toBeNull();
    expect(markPaidRefusal("2026-11", after, { sessions: 1, net: 5 })).toBe("month_not_over");
    expect(markPaidRefusal("2026-10", after, { sessions: 0, net: 0 })).toBe("nothing_to_pay");
  });
  it("refunds take back GST and commission in proportion; every line adds up exactly", () => {
    const s = splitPayment(77_700, 18, 20);
    expect(ledgerLine(s, 0)).toEqual({
      gross: 77_700,
      tax: s.tax,
      commission: s.commission,
      refunds: 0,
      net: s.earning,
    });
    expect(ledgerLine(s, 77_700)).toEqual({ gross: 77_700, tax: 0, commission: 0, refunds: 77_700, net: 0 });
    expect(ledgerLine(s, 999_999).refunds).toBe(77_700);
    for (const amount of [1, 99, 77_700, 100_000, 199_999])
      for (const r of [0, 1, 7, Math.floor(amount / 3), amount - 1, amount]) {
        const l = ledgerLine(splitPayment(amount, 18, 20), r);
        expect(l.gross - l.refunds - l.tax - l.commission).toBe(l.net);
        expect(l.net).toBeGreaterThanOrEqual(0);
        expect(l.tax).toBeGreaterThanOrEqual(0);
      }
    const t = sumLedger([ledgerLine(s, 0), ledgerLine(s, 12_345)]);
    expect(t.sessions).toBe(2);
    expect(t.gross - t.refunds - t.tax - t.commission).toBe(t.net);
  });
  it("CSV: rupees with 2 decimals, quotes doubled, formulas defused", () => {
    expect(rupeesCsv(123_450)).toBe("1234.50");
    expect(rupeesCsv(5)).toBe("0.05");
    expect(rupeesCsv(-5)).toBe("-0.05");
    expect(csvField('Das, "K"')).toBe('"Das, ""K"""');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField(12)).toBe("12");
  });
});
