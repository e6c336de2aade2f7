import { randomUUID } from "node:crypto";
import { BOOKING_MSG } from "@saathi/contract/bookings";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  capturedWebhook,
  createBooking,
  payInSandbox,
  paymentWebhook,
  slotsOf,
  verify,
} from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { RELEASED_HOLD_MSG } from "./bookings.messages.ts";

let h: Harness;
let expert: Member;
let refunds: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Settle Expert" });
});
afterAll(() => h?.close());
afterEach(() => refunds?.mockRestore());
/** Counts the gateway's refund calls from here on. */
const countRefunds = () => {
  refunds = vi.spyOn(h.built.payments.gateway, "refund");
  return refunds;
};

type Paid = { orderId: string; paymentId: string; signature: string };
/** A fresh member holds a slot and pays for it in the sandbox (not yet verified). */
async function holdAndPay(slot = 0) {
  const m = await h.member();
  const startsAt = (await slotsOf(h, expert.id))[slot] as string;
  const created = await createBooking(h, m, { expertId: expert.id, startsAt });
  expect(created.statusCode).toBe(200);
  const { bookingId, orderId } = created.json() as { bookingId: string; orderId: string };
  return { m, bookingId, startsAt, paid: await payInSandbox(h, m, orderId) };
}
const state = async (bookingId: string) =>
  (
    await h.database.db.execute(sql`
      select b.status, p.status as pay_status, p.refund_status, p.gateway_payment_id, p.gateway_refund_id
      from bookings b join payments p on p.booking_id = b.id where b.id = ${bookingId}`)
  ).rows[0] as {
    status: string;
    pay_status: string;
    refund_status: string;
    gateway_payment_id: string | null;
    gateway_refund_id: string | null;
  };
const wrong = (paid: Paid) => ({ ...paid, signature: "0".repeat(64) });
const listed = async (m: Member, bookingId: string) => {
  const mine = (await h.app.inject({ url: "/api/bookings", headers: { cookie: m.cookie } })).json();
  const theirs = (
    await h.app.inject({ url: "/api/expert/bookings?tab=upcoming", headers: { cookie: expert.cookie } })
  ).json();
  return [...mine.upcoming, ...mine.completed, ...theirs.items].some(
    (b: { bookingId: string }) => b.bookingId === bookingId,
  );
};
const webhook = (orderId: string, paymentId: string) => capturedWebhook(h, orderId, paymentId);
/** A refunded payment whose hold a failed payment had released: said so, never 'hold expired'. */
const expectRefundedAfterFailure = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: "HOLD_RELEASED", message: RELEASED_HOLD_MSG.paymentFailedRefunded });
};
/** The gateway's signed `payment.failed` event for an order: a real failure releases the hold. */
const failedWebhook = (orderId: string) => paymentWebhook(h, "failed", orderId, `pay_failed_${randomUUID()}`);
const expectRefunded = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: "HOLD_EXPIRED", message: BOOKING_MSG.holdExpired });
};

describe("a wrong signature changes nothing", () => {
  it("wrong signature (400, still held), genuine (confirmed); a wrong one afterwards changes nothing either", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    const spy = countRefunds();
    const bad = await verify(h, m, bookingId, wrong(paid));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VERIFY_FAILED", message: BOOKING_MSG.verifyFailed });
    expect(await state(bookingId)).toMatchObject({ status: "HELD", pay_status: "created", refund_status: "none" });
    expect((await verify(h, m, bookingId, paid)).json()).toEqual({ confirmed: true, bookingId });
    expect((await verify(h, m, bookingId, wrong(paid))).statusCode).toBe(400);
    expect(await state(bookingId)).toMatchObject({
      status: "CONFIRMED",
      pay_status: "captured",
      refund_status: "none",
    });
    expect((await verify(h, m, bookingId, paid)).json()).toEqual({ confirmed: true, bookingId });
    expect(spy).not.toHaveBeenCalled();
    expect(await listed(m, bookingId)).toBe(true);
  });
});

describe("a hold released by a failed payment, then the genuine payment", () => {
  it("failed (released), genuine (409, refunded, told why), genuine again and again: 409 each time", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    const spy = countRefunds();
    expect((await failedWebhook(paid.orderId)).json()).toEqual({ status: "released" });
    expect((await state(bookingId)).status).toBe("FAILED");
    expectRefundedAfterFailure(await verify(h, m, bookingId, paid));
    for (let i = 0; i < 3; i++) expectRefundedAfterFailure(await verify(h, m, bookingId, paid));
    const s = await state(bookingId);
    expect(s).toMatchObject({ status: "FAILED", pay_status: "refunded", refund_status: "refunded" });
    expect(s.gateway_refund_id).toBeTruthy();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await listed(m, bookingId)).toBe(false);
    // A wrong signature afterwards changes nothing either.
    expect((await verify(h, m, bookingId, wrong(paid))).statusCode).toBe(400);
    expectRefundedAfterFailure(await verify(h, m, bookingId, paid));
  });

  it("20 concurrent genuine verifies after the release: all 409, exactly one refund", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    expect((await failedWebhook(paid.orderId)).json()).toEqual({ status: "released" });
    const spy = countRefunds();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(h, m, bookingId, paid)));
    for (const a of answers) {
      expect(a.statusCode).toBe(409);
      expect(a.json().code).toBe("HOLD_RELEASED");
      // Racing the one refund, a verify may see it still under way: it says so, never 'confirmed'.
      expect([RELEASED_HOLD_MSG.paymentFailedRefunded, RELEASED_HOLD_MSG.paymentFailedRefundPending]).toContain(
        a.json().message,
      );
    }
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await state(bookingId)).toMatchObject({ status: "FAILED", pay_status: "refunded" });
    expectRefundedAfterFailure(await verify(h, m, bookingId, paid));
    expect(await listed(m, bookingId)).toBe(false);
  });

  it("the webhook after the refund says refunded and refunds nothing more", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    await failedWebhook(paid.orderId);
    expectRefundedAfterFailure(await verify(h, m, bookingId, paid));
    const spy = countRefunds();
    expect((await webhook(paid.orderId, paid.paymentId)).json()).toEqual({ status: "refunded" });
    expect(spy).not.toHaveBeenCalled();
    expectRefundedAfterFailure(await verify(h, m, bookingId, paid));
  });

  it("the webhook first (refunds), then the member's verify: 409 with the refund", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    await h.post(`/api/bookings/${bookingId}/release`, { reason: "failed" }, { cookie: m.cookie });
    const spy = countRefunds();
    expect((await webhook(paid.orderId, paid.paymentId)).json()).toEqual({ status: "refunded" });
    expectRefundedAfterFailure(await verify(h, m, bookingId, paid));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("a refund the gateway refuses stays owed: verify says it is on its way, every time", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    await failedWebhook(paid.orderId);
    countRefunds().mockRejectedValue(new Error("gateway down"));
    for (let i = 0; i < 2; i++) {
      const res = await verify(h, m, bookingId, paid);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: "HOLD_RELEASED",
        message: RELEASED_HOLD_MSG.paymentFailedRefundPending,
      });
    }
    expect(await state(bookingId)).toMatchObject({ pay_status: "captured", refund_status: "pending" });
    refunds.mockRestore();
    await h.built.jobs.reconcile(0);
    expectRefundedAfterFailure(await verify(h, m, bookingId, paid));
  });

  it("a checkout the member closed: the later payment is refunded and told the slot had been released", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    await h.post(`/api/bookings/${bookingId}/release`, { reason: "cancelled" }, { cookie: m.cookie });
    const res = await verify(h, m, bookingId, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "HOLD_RELEASED", message: RELEASED_HOLD_MSG.releasedRefunded });
    expect(await state(bookingId)).toMatchObject({ status: "CANCELLED", pay_status: "refunded" });
  });
});

describe("a hold that expired, then the payment", () => {
  it("409 with the refund on the first verify and on every repeat; the webhook agrees", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    await h.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${bookingId}`,
    );
    await h.built.jobs.expireHolds();
    const spy = countRefunds();
    for (let i = 0; i < 3; i++) expectRefunded(await verify(h, m, bookingId, paid));
    expect((await webhook(paid.orderId, paid.paymentId)).json()).toEqual({ status: "refunded" });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await state(bookingId)).toMatchObject({ status: "EXPIRED", pay_status: "refunded" });
    expect(await listed(m, bookingId)).toBe(false);
  });
});

describe("a live hold", () => {
  it("20 concurrent genuine verifies: all confirmed (it is), one capture, one notification, no refund", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    const spy = countRefunds();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(h, m, bookingId, paid)));
    for (const a of answers) expect(a.json()).toEqual({ confirmed: true, bookingId });
    expect(spy).not.toHaveBeenCalled();
    expect(await state(bookingId)).toMatchObject({
      status: "CONFIRMED",
      pay_status: "captured",
      refund_status: "none",
      gateway_payment_id: paid.paymentId,
    });
    const notes = await h.database.db.execute(
      sql`select count(*)::int as n from notifications where type = 'booking' and data->>'booking_id' = ${bookingId}`,
    );
    expect(notes.rows[0]).toEqual({ n: 1 });
    expect(await listed(m, bookingId)).toBe(true);
    expect((await webhook(paid.orderId, paid.paymentId)).json()).toEqual({ status: "already" });
  });

  it("a second payment on a confirmed order is given back; the booking stays confirmed on the first", async () => {
    const { m, bookingId, paid } = await holdAndPay();
    expect((await verify(h, m, bookingId, paid)).statusCode).toBe(200);
    const again = await payInSandbox(h, m, paid.orderId);
    const spy = countRefunds();
    expect((await verify(h, m, bookingId, again)).json()).toEqual({ confirmed: true, bookingId });
    // Reported again (a repeat, the webhook, a race): given back once only.
    await Promise.all([verify(h, m, bookingId, again), verify(h, m, bookingId, again)]);
    expect((await webhook(again.orderId, again.paymentId)).json()).toEqual({ status: "extra_payment_refunded" });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0]).toBe(again.paymentId);
    expect(await state(bookingId)).toMatchObject({ status: "CONFIRMED", gateway_payment_id: paid.paymentId });
  });

  it("after the member cancels, verify no longer says confirmed", async () => {
    const { m, bookingId, paid } = await holdAndPay(2);
    expect((await verify(h, m, bookingId, paid)).statusCode).toBe(200);
    expect((await h.post(`/api/bookings/${bookingId}/cancel`, {}, { cookie: m.cookie })).statusCode).toBe(200);
    const spy = countRefunds();
    const res = await verify(h, m, bookingId, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "BOOKING_CANCELLED", message: BOOKING_MSG.cancelled });
    expect(spy).not.toHaveBeenCalled();
  });
});
