import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, payInSandbox, slotsOf, verify } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let asha: Member;
const row = async (bookingId: string) =>
  (
    await h.database.db.execute(sql`
      select b.status, p.status as pay_status, p.refund_status from bookings b join payments p on p.booking_id = b.id
      where b.id = ${bookingId}`)
  ).rows[0] as { status: string; pay_status: string; refund_status: string };

function webhook(body: object, eventId: string, secret = h.built.payments.gateway.webhookSecret) {
  const raw = JSON.stringify(body);
  return h.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", secret).update(raw).digest("hex"),
      "x-razorpay-event-id": eventId,
    },
    payload: raw,
  });
}
const captured = (orderId: string, paymentId: string) => ({
  event: "payment.captured",
  payload: { payment: { entity: { id: paymentId, order_id: orderId, status: "captured" } } },
});
async function hold() {
  const startsAt = (await slotsOf(h, expert.id))[0] as string;
  const res = await createBooking(h, asha, { expertId: expert.id, startsAt });
  return { ...(res.json() as { bookingId: string; orderId: string }), startsAt };
}
/** The member paid in the gateway, then the browser vanished before verifying. */
async function paidButGone() {
  const b = await hold();
  const paid = await payInSandbox(h, asha, b.orderId);
  return { ...b, paymentId: paid.paymentId, paid };
}

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Webhook Expert" });
  asha = await h.member();
});
afterAll(() => h?.close());

describe("webhooks", () => {
  it("a captured payment confirms a booking whose member vanished; a repeated event is applied once", async () => {
    const b = await paidButGone();
    const first = await webhook(captured(b.orderId, b.paymentId), "evt_1");
    expect(first.json()).toEqual({ status: "confirmed" });
    expect(await row(b.bookingId)).toMatchObject({ status: "CONFIRMED", pay_status: "captured" });
    const again = await webhook(captured(b.orderId, b.paymentId), "evt_1");
    expect(again.json()).toEqual({ status: "duplicate" });
    // Same payment under a new event id: still one booking, nothing changes.
    expect((await webhook(captured(b.orderId, b.paymentId), "evt_2")).json()).toEqual({ status: "already" });
    const notes = await h.database.db.execute(
      sql`select count(*)::int as n from notifications where user_id = ${expert.id} and type = 'booking'`,
    );
    expect(notes.rows[0]).toEqual({ n: 1 });
    // The member's own verify arriving afterwards still answers confirmed.
    expect((await verify(h, asha, b.bookingId, b.paid)).json()).toEqual({ confirmed: true, bookingId: b.bookingId });
  });

  it("refuses a body whose signature does not match (raw-body HMAC)", async () => {
    const b = await paidButGone();
    const forged = await webhook(captured(b.orderId, b.paymentId), "evt_forged", "not-the-secret");
    expect(forged.statusCode).toBe(401);
    expect(await row(b.bookingId)).toMatchObject({ status: "HELD" });
    const noId = await h.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(noId.statusCode).toBe(401);
    // Give the hold back: a member may keep only MAX_LIVE_HOLDS_PER_MEMBER unpaid holds at once.
    await h.post(`/api/bookings/${b.bookingId}/release`, { reason: "cancelled" }, { cookie: asha.cookie });
  });

  it("a failed payment event releases the hold", async () => {
    const b = await hold();
    const res = await webhook(
      { event: "payment.failed", payload: { payment: { entity: { id: "pay_x", order_id: b.orderId } } } },
      "evt_failed",
    );
    expect(res.json()).toEqual({ status: "released" });
    expect(await slotsOf(h, expert.id)).toContain(b.startsAt);
  });
});

describe("late payments and background jobs", () => {
  it("expireHolds frees holds whose 10 minutes are over", async () => {
    const b = await hold();
    await h.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${b.bookingId}`,
    );
    // Already free for the picker (an expired hold does not count) …
    expect(await slotsOf(h, expert.id)).toContain(b.startsAt);
    // … and the job records it.
    expect(await h.built.jobs.expireHolds()).toBeGreaterThanOrEqual(1);
    expect((await row(b.bookingId)).status).toBe("EXPIRED");
  });

  it("a payment that arrives after the hold expired is refunded automatically (verify says so)", async () => {
    const b = await hold();
    const paid = await payInSandbox(h, asha, b.orderId);
    await h.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${b.bookingId}`,
    );
    await h.built.jobs.expireHolds();
    const res = await verify(h, asha, b.bookingId, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("HOLD_EXPIRED");
    expect(await row(b.bookingId)).toMatchObject({
      status: "EXPIRED",
      pay_status: "refunded",
      refund_status: "refunded",
    });
  });

  it("a new booking may take a slot whose hold ran out before the sweep", async () => {
    const b = await hold();
    await h.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${b.bookingId}`,
    );
    const other = await h.member();
    const res = await createBooking(h, other, { expertId: expert.id, startsAt: b.startsAt });
    expect(res.statusCode).toBe(200);
    expect((await row(b.bookingId)).status).toBe("EXPIRED");
    await h.post(`/api/bookings/${res.json().bookingId}/release`, { reason: "cancelled" }, { cookie: other.cookie });
  });

  it("reconciliation confirms a paid order nobody verified, and refunds one whose hold is gone", async () => {
    const kept = await paidButGone();
    const lost = await paidButGone();
    await h.database.db.execute(sql`update bookings set status = 'EXPIRED' where id = ${lost.bookingId}`);
    const result = await h.built.jobs.reconcile(0);
    expect(result.settled).toBeGreaterThanOrEqual(2);
    expect(await row(kept.bookingId)).toMatchObject({ status: "CONFIRMED", pay_status: "captured" });
    expect(await row(lost.bookingId)).toMatchObject({ status: "EXPIRED", pay_status: "refunded" });
    // Running again changes nothing.
    await h.built.jobs.reconcile(0);
    expect(await row(kept.bookingId)).toMatchObject({ status: "CONFIRMED", refund_status: "none" });
  });
});

describe("no double booking", () => {
  it("200 concurrent attempts at one slot: exactly one booking, 199 answers of 409", async () => {
    const racer = await publishedExpert(h, { fullName: "Race Expert" });
    const startsAt = (await slotsOf(h, racer.id))[0] as string;
    const members = await Promise.all(Array.from({ length: 20 }, () => h.member()));
    const attempts = Array.from({ length: 200 }, (_, i) =>
      createBooking(h, members[i % 20] as Member, { expertId: racer.id, startsAt }),
    );
    const answers = await Promise.all(attempts);
    const codes = answers.map((r) => r.statusCode);
    // Every answer that is neither the one booking nor a 409, by status and code, when there are any.
    const others = JSON.stringify(
      answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 409).map((r) => r.body),
    );
    expect(
      codes.filter((c) => c === 200),
      others,
    ).toHaveLength(1);
    expect(
      codes.filter((c) => c === 409),
      others,
    ).toHaveLength(199);
    const active = await h.database.db.execute(
      sql`select count(*)::int as n from bookings where expert_id = ${racer.id} and status in ('HELD', 'CONFIRMED')`,
    );
    expect(active.rows[0]).toEqual({ n: 1 });
  });

  it("the database itself refuses an overlapping active booking (EXCLUDE constraint)", async () => {
    const m = await h.member();
    const insert = (start: string) =>
      h.database.db.execute(sql`
        insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount, provider, hold_expires_at)
        values (${expert.id}, ${m.id}, ${start}::timestamptz, ${start}::timestamptz + interval '1 hour', 'CONFIRMED', 'video', 'English', 100, 'sandbox', now())`);
    await insert("2030-01-01T10:00:00Z");
    await expect(insert("2030-01-01T10:30:00Z")).rejects.toMatchObject({ cause: { code: "23P01" } });
    await insert("2030-01-01T11:00:00Z"); // touching, not overlapping
  });
});
