// A pending cancellation refund is claimed before the gateway is asked, so exactly one worker
// sends it: two nodes' reconciliation jobs racing, a cancel racing a job, and a claimer that crashed
// (its lease runs out, then the refund is retried once, under the same receipt).
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { bookAndPay, countGatewayRefunds as countCalls } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import type { BuiltApp } from "../../app.ts";
import { createBookingsRepository } from "./bookings.repository.ts";

let h: Harness;
let second: BuiltApp;
let expert: Member;
let slot = 0;
const spies: MockInstance[] = [];

beforeAll(async () => {
  h = await startHarness();
  second = await h.secondNode();
  expert = await publishedExpert(h, { fullName: "Claimed Refund Expert" });
}, 180_000); // two nodes and an approved expert: sized for a busy CI machine
afterAll(() => h?.close());
afterEach(() => {
  for (const s of spies.splice(0)) s.mockRestore();
});

/** Both nodes' gateway refund calls, each held `delayMs` so that racing workers overlap. */
const countGatewayRefunds = (delayMs = 150) => countCalls(h, second, spies, delayMs);

/** A confirmed, paid booking of a new member (one hold each, under the cap). */
async function paidBooking() {
  const m = await h.member();
  const { bookingId } = await bookAndPay(h, m, expert.id, slot++);
  return { m, bookingId };
}

/** As a cancellation whose refund call failed leaves it: owed, nobody at it. */
const owe = (bookingId: string) =>
  h.database.db.execute(sql`update payments set refund_status = 'pending' where booking_id = ${bookingId}`);

const state = async (bookingId: string) =>
  (
    await h.database.db.execute<{
      pay_status: string;
      refund_status: string;
      gateway_refund_id: string | null;
      claimed: boolean;
      sandbox_refunds: number;
    }>(sql`
      select p.status as pay_status, p.refund_status, p.gateway_refund_id, p.refund_claimed_until is not null as claimed,
        (select count(*)::int from sandbox_refunds s where s.payment_id = p.gateway_payment_id) as sandbox_refunds
      from payments p where p.booking_id = ${bookingId}`)
  ).rows[0];

describe("a pending refund and two nodes", () => {
  it("both nodes' jobs race on it: the gateway is asked exactly once and the payment is refunded", async () => {
    const { bookingId } = await paidBooking();
    await owe(bookingId);
    const calls = countGatewayRefunds();
    const results = await Promise.all([
      h.built.jobs.reconcile(0),
      second.jobs.reconcile(0),
      h.built.jobs.reconcile(0),
      second.jobs.reconcile(0),
    ]);
    expect(calls).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.refunded, 0)).toBe(1);
    expect(await state(bookingId)).toMatchObject({
      pay_status: "refunded",
      refund_status: "refunded",
      claimed: false,
      sandbox_refunds: 1,
    });
    // Later runs find nothing owed.
    await Promise.all([h.built.jobs.reconcile(0), second.jobs.reconcile(0)]);
    expect(calls).toHaveLength(1);
  });

  it("a member's cancel on one node races the other node's job: one gateway call, and the answer is true", async () => {
    const { m, bookingId } = await paidBooking();
    const calls = countGatewayRefunds();
    const cancelling = h.post(`/api/bookings/${bookingId}/cancel`, {}, { cookie: m.cookie });
    // The job runs while the cancel's own refund is on its way (the cancel marks it owed first).
    for (let i = 0; i < 20; i++) {
      await second.jobs.reconcile(0);
      await new Promise((r) => setTimeout(r, 15));
    }
    const cancel = await cancelling;
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(calls).toHaveLength(1);
    const after = await state(bookingId);
    expect(after).toMatchObject({ pay_status: "refunded", refund_status: "refunded", sandbox_refunds: 1 });
    // Told "refunded" only when it was; "pending" while the other node's job was at the gateway.
    const told = (cancel.json() as { refundStatus: string }).refundStatus;
    expect(["refunded", "pending"]).toContain(told);
  });

  it("a gateway failure gives the claim up: the next runs retry it, once", async () => {
    const { bookingId } = await paidBooking();
    await owe(bookingId);
    countGatewayRefunds(0);
    const asked = () => spies.reduce((n, s) => n + s.mock.calls.length, 0);
    vi.mocked(h.built.payments.gateway.refund).mockRejectedValueOnce(new Error("gateway unreachable"));
    expect((await h.built.jobs.reconcile(0)).refunded).toBe(0);
    expect(asked()).toBe(1);
    expect(await state(bookingId)).toMatchObject({ refund_status: "pending", claimed: false, sandbox_refunds: 0 });
    await Promise.all([h.built.jobs.reconcile(0), second.jobs.reconcile(0), second.jobs.reconcile(0)]);
    expect(asked()).toBe(2);
    expect(await state(bookingId)).toMatchObject({ pay_status: "refunded", sandbox_refunds: 1 });
  });
});

describe("a claimer that crashed", () => {
  const repo = () => createBookingsRepository(h.database.db);

  it("holds the refund until its lease runs out; then one node retries it, once", async () => {
    const { bookingId } = await paidBooking();
    await owe(bookingId);
    // A worker claims it for 2 s and dies before asking the gateway.
    expect(await repo().claimRefund(bookingId, 2)).toMatchObject({ bookingId, receipt: expect.stringMatching(/^c-/) });
    const calls = countGatewayRefunds();
    await Promise.all([h.built.jobs.reconcile(0), second.jobs.reconcile(0)]);
    expect(calls).toHaveLength(0);
    expect(await state(bookingId)).toMatchObject({ refund_status: "pending", claimed: true, sandbox_refunds: 0 });
    // A cancel-style first try is refused too, and tells the truth: still pending.
    expect(await repo().claimRefund(bookingId, 2)).toBeNull();
    await new Promise((r) => setTimeout(r, 2100));
    await Promise.all([h.built.jobs.reconcile(0), second.jobs.reconcile(0), h.built.jobs.reconcile(0)]);
    expect(calls).toHaveLength(1);
    expect(await state(bookingId)).toMatchObject({
      pay_status: "refunded",
      refund_status: "refunded",
      claimed: false,
      sandbox_refunds: 1,
    });
  });

  it("that had reached the gateway before dying: the retry under the same receipt is the same refund", async () => {
    const { bookingId } = await paidBooking();
    await owe(bookingId);
    const claim = await repo().claimRefund(bookingId, 1);
    if (!claim) throw new Error("no claim");
    // The gateway refunded, then the worker died before recording it.
    const first = await h.built.payments.gateway.refund(claim.gatewayPaymentId, claim.amount, {
      receipt: claim.receipt,
    });
    expect(await state(bookingId)).toMatchObject({ refund_status: "pending", sandbox_refunds: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    const calls = countGatewayRefunds();
    await Promise.all([h.built.jobs.reconcile(0), second.jobs.reconcile(0)]);
    expect(calls).toHaveLength(1);
    // No second refund at the gateway: the payment is recorded refunded with the first refund's id.
    expect(await state(bookingId)).toMatchObject({
      pay_status: "refunded",
      gateway_refund_id: first.refundId,
      sandbox_refunds: 1,
    });
  });
});
