// An admin, dispute or suspension refund that is still pending is claimed before the gateway
// is asked, so two nodes' retry jobs never send it twice; a claim left by a crashed worker runs out and
// the refund is sent then, once.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { bookAndPay, countGatewayRefunds as countCalls } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import type { BuiltApp } from "../../app.ts";

let h: Harness;
let second: BuiltApp;
let expert: Member;
let asha: Member;
let admin: Member;
let slot = 0;
const spies: MockInstance[] = [];

beforeAll(async () => {
  h = await startHarness();
  second = await h.secondNode();
  expert = await publishedExpert(h, { fullName: "Row Claim Expert" });
  asha = await h.member();
  admin = await staffMember(h);
});
afterAll(() => h?.close());
afterEach(() => {
  for (const s of spies.splice(0)) s.mockRestore();
});

/** Both nodes' gateway refund calls, each held `delayMs` so that racing workers overlap. */
const countGatewayRefunds = (delayMs = 150) => countCalls(h, second, spies, delayMs);

/** An admin refund whose gateway call failed: pending, old enough for the retry job, nobody at it. */
async function pendingRefund(amount = 20_000) {
  const { bookingId } = await bookAndPay(h, asha, expert.id, slot++);
  const spy = vi.spyOn(h.built.payments.gateway, "refund").mockRejectedValueOnce(new Error("gateway down"));
  const res = await h.post(
    `/api/admin/bookings/${bookingId}/refunds`,
    { amount, reason: "Session was cut short", idempotencyKey: randomUUID() },
    { cookie: admin.cookie },
  );
  spy.mockRestore();
  expect(res.json()).toMatchObject({ refund: { status: "pending" } });
  await h.database.db.execute(
    sql`update refunds set created_at = now() - interval '5 minutes' where booking_id = ${bookingId}`,
  );
  return bookingId;
}

const row = async (bookingId: string) =>
  (
    await h.database.db.execute<{ status: string; claimed: boolean; gateway_refund_id: string | null }>(
      sql`select status, claimed_until is not null as claimed, gateway_refund_id from refunds where booking_id = ${bookingId}`,
    )
  ).rows[0];

describe("a pending refund row is sent by one worker", () => {
  it("a failed call gives its claim back, so the job can take it", async () => {
    const bookingId = await pendingRefund();
    expect(await row(bookingId)).toMatchObject({ status: "pending", claimed: false });
    expect(await h.built.money.retryRefunds()).toBe(1);
    expect(await row(bookingId)).toMatchObject({ status: "refunded", claimed: false });
  });

  it("two nodes' retry jobs at once: one gateway call, refunded once", async () => {
    const bookingId = await pendingRefund();
    const calls = countGatewayRefunds();
    const [a, b] = await Promise.all([h.built.money.retryRefunds(), second.money.retryRefunds()]);
    expect(calls).toHaveLength(1);
    expect(a + b).toBe(1);
    expect(await row(bookingId)).toMatchObject({ status: "refunded", claimed: false });
  });

  it("a claim left by a crashed worker: no call while it runs, exactly one after it ran out", async () => {
    const bookingId = await pendingRefund();
    await h.database.db.execute(
      sql`update refunds set claimed_until = now() + interval '2 minutes' where booking_id = ${bookingId}`,
    );
    const calls = countGatewayRefunds(0);
    expect(await h.built.money.retryRefunds()).toBe(0);
    expect(await second.money.retryRefunds()).toBe(0);
    expect(calls).toHaveLength(0);
    expect(await row(bookingId)).toMatchObject({ status: "pending" });

    await h.database.db.execute(
      sql`update refunds set claimed_until = now() - interval '1 second' where booking_id = ${bookingId}`,
    );
    const [a, b] = await Promise.all([h.built.money.retryRefunds(), second.money.retryRefunds()]);
    expect(a + b).toBe(1);
    expect(calls).toHaveLength(1);
    expect(await row(bookingId)).toMatchObject({ status: "refunded", claimed: false });
  });
});
