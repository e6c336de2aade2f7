// Refunds through the console: partial, full, over-refund refused, idempotent, racing,
// gateway failure told as pending and retried; audit rows; both sides see what was refunded.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffMember, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import { bookAndPay } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let asha: Member;
let admin: Member;
let slot = 0;
const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const refund = (bookingId: string, amount: number, key = randomUUID(), who: Member = admin) =>
  h.post(
    `/api/admin/bookings/${bookingId}/refunds`,
    { amount, reason: "Session was cut short", idempotencyKey: key },
    {
      cookie: who.cookie,
    },
  );
const paid = async () => (await bookAndPay(h, asha, expert.id, slot++)).bookingId;
const one = async <T>(q: ReturnType<typeof sql>) => (await h.database.db.execute(q)).rows[0] as T;

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Kiran Das" });
  asha = await h.member();
  admin = await staffMember(h);
});
afterAll(() => h?.close());

describe("refunds", () => {
  it("refunds part, then the rest; a full refund marks the payment refunded; both sides see it", async () => {
    const id = await paid();
    const first = await refund(id, 40_000);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      refund: { amount: 40_000, status: "refunded", source: "admin" },
      refundable: 60_000,
    });
    expect(first.json().refund.gatewayRefundId).toMatch(/^rfnd_sbx_/);
    let p = await one<{ status: string; refund_status: string }>(
      sql`select status, refund_status from payments where booking_id = ${id}`,
    );
    expect(p).toEqual({ status: "captured", refund_status: "none" });

    const member = (await get(asha, "/api/bookings")).json();
    const item = [...member.upcoming, ...member.completed].find((b: { bookingId: string }) => b.bookingId === id);
    expect(item.refunds).toEqual({ refunded: 40_000, pending: 0 });
    const mine = (await get(expert, "/api/expert/bookings?tab=upcoming"))
      .json()
      .items.find((b: { bookingId: string }) => b.bookingId === id);
    expect(mine.refunds.refunded).toBe(40_000);
    expect(mine.moneyAfterRefunds.refunds).toBe(40_000);
    expect(mine.moneyAfterRefunds.net).toBe(
      67_797 - (40_000 - Math.round((15_254 * 40_000) / 100_000) - Math.round((16_949 * 40_000) / 100_000)),
    );

    const rest = await refund(id, 60_000);
    expect(rest.json()).toMatchObject({ refund: { status: "refunded" }, refundable: 0 });
    p = await one(sql`select status, refund_status from payments where booking_id = ${id}`);
    expect(p).toEqual({ status: "refunded", refund_status: "refunded" });
    const sandbox = await one<{ n: number; total: number }>(
      sql`select count(*)::int as n, sum(r.amount)::int as total from sandbox_refunds r join payments p on p.gateway_payment_id = r.payment_id where p.booking_id = ${id}`,
    );
    expect(sandbox).toEqual({ n: 2, total: 100_000 });

    const after = (await get(expert, "/api/expert/bookings?tab=upcoming"))
      .json()
      .items.find((b: { bookingId: string }) => b.bookingId === id);
    expect(after.moneyAfterRefunds).toEqual({ tax: 0, commission: 0, refunds: 100_000, net: 0 });

    const notes = (await get(asha, "/api/notifications"))
      .json()
      .items.filter((n: { type: string }) => n.type === "refund");
    expect(notes.length).toBe(2);
    const audit = (
      await h.database.db.execute(
        sql`select * from audit_log where action = 'refund.create' and target_id = ${id} order by id`,
      )
    ).rows;
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, target_type: "booking", reason: "Session was cut short" });
    expect(audit[0]?.after).toMatchObject({ amount: 40_000, refundable: 60_000 });
  });

  it("refuses more than what remains (422) and a refund of a fully refunded payment (409)", async () => {
    const id = await paid();
    expect((await refund(id, 100_001)).statusCode).toBe(422);
    expect((await refund(id, 100_000)).statusCode).toBe(200);
    const again = await refund(id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("NOTHING_LEFT");
    expect((await refund(id, 0)).statusCode).toBe(400);
  });

  it("the same idempotency key answers the same refund, once", async () => {
    const id = await paid();
    const key = randomUUID();
    const a = await refund(id, 10_000, key);
    const b = await refund(id, 10_000, key);
    expect(b.json().refund.id).toBe(a.json().refund.id);
    const n = await one<{ n: number }>(sql`select count(*)::int as n from refunds where booking_id = ${id}`);
    expect(n.n).toBe(1);
  });

  it("10 parallel refunds of 40% each: at most 2 succeed and the sum never exceeds the payment", async () => {
    const id = await paid();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(id, 40_000)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(8);
    const total = await one<{ t: number }>(sql`select sum(amount)::int as t from refunds where booking_id = ${id}`);
    expect(total.t).toBe(80_000);
  });

  it("a gateway failure is told as pending, and the retry job sends it", async () => {
    const id = await paid();
    const spy = vi.spyOn(h.built.payments.gateway, "refund").mockRejectedValueOnce(new Error("gateway down"));
    const res = await refund(id, 25_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refund: { status: "pending", gatewayRefundId: null }, refundable: 75_000 });
    expect(res.json().message).toMatch(/retry/);
    spy.mockRestore();
    const item = (await get(asha, "/api/bookings"))
      .json()
      .upcoming.find((b: { bookingId: string }) => b.bookingId === id);
    expect(item.refunds).toEqual({ refunded: 0, pending: 25_000 });
    await h.database.db.execute(
      sql`update refunds set created_at = now() - interval '5 minutes' where booking_id = ${id}`,
    );
    expect(await h.built.money.retryRefunds()).toBe(1);
    const row = await one<{ status: string }>(sql`select status from refunds where booking_id = ${id}`);
    expect(row.status).toBe("refunded");
  });

  it("a member's cancellation after a partial refund gives back only the rest", async () => {
    const id = await paid();
    await refund(id, 30_000);
    const res = await h.post(`/api/bookings/${id}/cancel`, {}, { cookie: asha.cookie });
    expect(res.json().refundStatus).toBe("refunded");
    const total = await one<{ t: number }>(
      sql`select sum(r.amount)::int as t from sandbox_refunds r join payments p on p.gateway_payment_id = r.payment_id where p.booking_id = ${id}`,
    );
    expect(total.t).toBe(100_000);
  });

  it("refuses a booking without a captured payment, and a missing booking", async () => {
    expect((await refund(randomUUID(), 100)).statusCode).toBe(409);
    expect((await get(admin, `/api/admin/bookings/${randomUUID()}`)).statusCode).toBe(404);
  });

  it("only an admin with a second factor may refund", async () => {
    const id = await paid();
    const noTotp = await staffWithoutSecondFactor(h);
    expect((await h.post(`/api/admin/bookings/${id}/refunds`, {})).statusCode).toBe(401);
    expect((await refund(id, 100, randomUUID(), asha)).statusCode).toBe(403);
    expect((await refund(id, 100, randomUUID(), expert)).statusCode).toBe(403);
    expect((await refund(id, 100, randomUUID(), noTotp)).statusCode).toBe(403);
  });
});
