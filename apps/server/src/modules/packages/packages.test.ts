// Session packages end to end against the database: an expert's offer, a member pays once through the
// sandbox checkout, books each session with a credit (no payment step), a cancelled session gives its
// credit back, unused sessions are refunded with the exact amount the console's money figures and the
// payouts ledger then count; races (two refunds, two bookings of the last credit) give exactly one
// outcome; a forged or failed payment never opens credits; every endpoint × every role; bad input 400.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { capturedWebhook, payInSandbox, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import {
  admin,
  asha,
  book,
  buy,
  dashboard,
  expert,
  get,
  h,
  nextSlot,
  offer,
  otherExpert,
  purchaseOf,
  ravi,
  refund,
  send,
  skipSlot,
  slots,
  startPurchase,
  usePackagesWorld,
} from "../../../test/packages-fixture.ts";

usePackagesWorld();

describe("pay once, book each session with a credit", () => {
  it("four sessions: paid once, four bookings confirmed without paying, the fifth refused, a cancel gives the credit back", async () => {
    const o = await offer(expert, 4, 3_000);
    expect(o).toMatchObject({ price: 300_000, perSession: 75_000 });
    const shown = (await get(asha, `/api/experts/${expert.id}/packages`)).json().offers;
    expect(shown).toEqual([expect.objectContaining({ id: o.id, sessions: 4, price: 300_000 })]);

    const p = await buy(asha, o.id);
    expect(p).toMatchObject({ status: "paid", remaining: 4, used: 0, refundableNow: 300_000 });
    const sandboxPaid = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sandbox_payments where status = 'captured' and amount = 300000`,
    );
    expect(sandboxPaid.rows[0]?.n).toBe(1);

    const booked: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await book(asha, p.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ amount: 75_000, remaining: 3 - i });
      booked.push(res.json().bookingId);
    }
    const fifth = await book(asha, p.id);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().code).toBe("NO_CREDITS");
    // Nothing else was paid: one gateway payment for four confirmed sessions.
    const after = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sandbox_payments where status = 'captured' and amount = 300000`,
    );
    expect(after.rows[0]?.n).toBe(1);
    const upcoming = (await get(asha, "/api/bookings")).json().upcoming as {
      bookingId: string;
      paidWithPackage: boolean;
    }[];
    expect(booked.every((id) => upcoming.some((b) => b.bookingId === id && b.paidWithPackage))).toBe(true);
    // The payments history lists no payment for them: the package was the payment.
    const history = (await get(asha, "/api/bookings/payments")).json().items as { bookingId: string }[];
    expect(history.filter((l) => booked.includes(l.bookingId))).toEqual([]);

    // Cancelling gives the credit back, never money from the package's payment.
    const refundsBefore = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sandbox_refunds`,
    );
    const cancel = await send(asha, "POST", `/api/bookings/${booked[1]}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: "CANCELLED", refundStatus: "none" });
    const refundsAfter = await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sandbox_refunds`,
    );
    expect(refundsAfter.rows[0]?.n).toBe(refundsBefore.rows[0]?.n);
    expect(await purchaseOf(asha, p.id)).toMatchObject({ remaining: 1, used: 3, refundableNow: 75_000 });
    // Both are told the session is back in the package, not that money was (or was not) paid back.
    const told = (
      (await get(asha, "/api/notifications")).json().items as {
        type: string;
        data: { bookingId?: string; message?: string };
      }[]
    ).filter((n) => n.type === "booking_cancelled" && n.data.bookingId === booked[1]);
    expect(told[0]?.data.message).toContain("package session is back in your package");
    const again = await book(asha, p.id);
    expect(again.statusCode, again.body).toBe(200);
    expect((await book(asha, p.id)).statusCode).toBe(409);
  }, 180_000);

  it("a slot already taken is refused with the bookings' answer and the credit stays", async () => {
    const o = await offer(expert, 4, 2_000);
    const p = await buy(ravi, o.id);
    const taken = slots[0]; // booked by the test above
    const res = await book(ravi, p.id, taken);
    expect([400, 409]).toContain(res.statusCode);
    expect(await purchaseOf(ravi, p.id)).toMatchObject({ remaining: 4, used: 0 });
  }, 120_000);
});

describe("a server that stops between booking and recording the credit", () => {
  it("still counts the credit as used: its booking's payment names the reservation", async () => {
    const o = await offer(expert, 4, 2_400);
    const p = await buy(ravi, o.id);
    const res = await book(ravi, p.id);
    expect(res.statusCode, res.body).toBe(200);
    // As if the server had stopped before attaching the booking: an old reservation without its booking.
    await h.database.db.execute(sql`update package_uses set status = 'reserved', booking_id = null,
      created_at = now() - interval '1 hour' where booking_id = ${res.json().bookingId}`);
    expect(await purchaseOf(ravi, p.id)).toMatchObject({ used: 1, remaining: 3, refundableNow: 180_000 });
  }, 120_000);
});

describe("refunds of unused sessions", () => {
  it("gives back exactly the unused shares (the last absorbs rounding), counted once by the console and never by payouts", async () => {
    const o = await offer(expert, 8, 5_001); // 500,100 paise: shares of 62,512 and a remainder
    expect(o.perSession).toBe(62_512);
    const before = await dashboard();
    const p = await buy(asha, o.id);
    const usedSlot = slots[nextSlot] ?? "";
    const used = await book(asha, p.id, usedSlot);
    skipSlot();
    expect(used.json().amount).toBe(62_512);
    const view = await purchaseOf(asha, p.id);
    expect(view).toMatchObject({ remaining: 7, refundableNow: 500_100 - 62_512 });

    const one = await refund(asha, p.id, { sessions: 1 });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ sessions: 1, amount: 62_512, status: "refunded" });
    const rest = await refund(asha, p.id);
    expect(rest.statusCode, rest.body).toBe(200);
    const restAmount = 500_100 - 62_512 - 62_512;
    expect(rest.json()).toMatchObject({ sessions: 6, amount: restAmount, status: "refunded" });
    expect(rest.json().purchase).toMatchObject({ status: "partly_refunded", remaining: 0, refundedSessions: 7 });

    // The gateway gave back exactly those amounts on the package's payment.
    const gw = await h.database.db.execute<{ amount: number }>(sql`select r.amount from sandbox_refunds r
      join package_purchases pp on pp.gateway_payment_id = r.payment_id where pp.id = ${p.id} order by r.created_at`);
    expect(gw.rows.map((r) => r.amount)).toEqual([62_512, restAmount]);

    // The console's money figures: the package in, both refunds out, once each.
    const after = await dashboard();
    expect(after.refundsThisWeek.count - before.refundsThisWeek.count).toBe(2);
    expect(after.refundsThisWeek.paise - before.refundsThisWeek.paise).toBe(500_100 - 62_512);
    // Revenue grew by the one session used: the booking's payment row is not counted as money in again.
    expect(after.revenue.weekPaise - before.revenue.weekPaise).toBe(62_512);

    // The payouts ledger counts the used session at its share, and nothing for the refunded ones.
    // The ledger's month is India's (UTC+5:30) month of the session's start.
    const month = new Date(Date.parse(usedSlot) + 330 * 60_000).toISOString().slice(0, 7);
    const ledger = (await get(admin, `/api/admin/payouts/${expert.id}?month=${month}`)).json() as {
      lines: { bookingId: string; gross: number; refunds: number }[];
    };
    expect(ledger.lines.find((l) => l.bookingId === used.json().bookingId)).toMatchObject({
      gross: 62_512,
      refunds: 0,
    });
    expect(await refund(asha, p.id).then((r) => r.statusCode)).toBe(409);
  }, 180_000);

  it("the same Idempotency-Key is the same refund; two racing refunds give exactly one", async () => {
    const o = await offer(expert, 4, 1_000);
    const p = await buy(ravi, o.id);
    const key = randomUUID();
    const first = await refund(ravi, p.id, { sessions: 1 }, key);
    const repeat = await refund(ravi, p.id, { sessions: 1 }, key);
    expect(repeat.json().refundId).toBe(first.json().refundId);
    expect(await purchaseOf(ravi, p.id)).toMatchObject({ remaining: 3, refundedSessions: 1 } as object);

    const race = await Promise.all([refund(ravi, p.id), refund(ravi, p.id), refund(ravi, p.id)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await h.database.db.execute<{ n: number; paise: number }>(
      sql`select count(*)::int as n, sum(amount)::int as paise from package_refunds where purchase_id = ${p.id}`,
    );
    expect(rows.rows[0]).toEqual({ n: 2, paise: 100_000 });
    expect(await purchaseOf(ravi, p.id)).toMatchObject({ status: "refunded", remaining: 0 });
  }, 120_000);

  it("a deletion refunds each purchase once per deletion request: a retry is the same refund, a later request gives back what became unused since", async () => {
    // A member of their own: the answer counts every purchase of the member that got a refund.
    const meera = await h.member({ displayName: "Meera Test" });
    const o = await offer(expert, 4, 1_000);
    const p = await buy(meera, o.id);
    const booked = await book(meera, p.id);
    expect(booked.statusCode, booked.body).toBe(200);
    const asUser = { id: meera.id, role: "users" } as Parameters<typeof h.built.packages.refundAllUnused>[0];
    // The first request: the booked session's credit is in use (its cancellation failed, say), 3 go back.
    expect(await h.built.packages.refundAllUnused(asUser, "first")).toBe(1);
    expect(await purchaseOf(meera, p.id)).toMatchObject({ refundedSessions: 3, remaining: 0, used: 1 } as object);
    // The same request retried: the same refund, nothing more.
    const cancel = await send(meera, "POST", `/api/bookings/${booked.json().bookingId}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await h.built.packages.refundAllUnused(asUser, "first")).toBe(1);
    expect(await purchaseOf(meera, p.id)).toMatchObject({ refundedSessions: 3, remaining: 1 } as object);
    // A later request (the first was cancelled): the credit freed in between goes back too, once.
    expect(await h.built.packages.refundAllUnused(asUser, "second")).toBe(1);
    expect(await purchaseOf(meera, p.id)).toMatchObject({ status: "refunded", refundedSessions: 4, remaining: 0 });
    const rows = await h.database.db.execute<{ n: number; paise: number }>(
      sql`select count(*)::int as n, sum(amount)::int as paise from package_refunds where purchase_id = ${p.id}`,
    );
    expect(rows.rows[0]).toEqual({ n: 2, paise: 100_000 });
  }, 120_000);

  it("two bookings racing for the last credit: exactly one is confirmed", async () => {
    const o = await offer(expert, 4, 1_200);
    const p = await buy(asha, o.id);
    expect((await refund(asha, p.id, { sessions: 3 })).statusCode).toBe(200);
    const race = await Promise.all([book(asha, p.id), book(asha, p.id), book(asha, p.id)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(race.filter((r) => r.statusCode === 409).every((r) => r.json().code === "NO_CREDITS")).toBe(true);
    // The last credit took what was left: shares + refunds = the price.
    const won = race.find((r) => r.statusCode === 200)?.json();
    expect(won.amount + 3 * 30_000).toBe(120_000);
    expect(await purchaseOf(asha, p.id)).toMatchObject({ remaining: 0, used: 1 });
  }, 120_000);
});

describe("a payment that is not genuine never opens credits", () => {
  it("a forged signature: 400, nothing changes, no booking with it; the genuine payment still opens credits", async () => {
    const o = await offer(otherExpert, 4, 900);
    const { purchaseId, orderId } = await startPurchase(asha, o.id);
    const forged = await send(asha, "POST", `/api/packages/purchases/${purchaseId}/verify`, {
      orderId,
      paymentId: "pay_forged",
      signature: "0".repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("VERIFY_FAILED");
    // Changed on purpose (was: the purchase fails): a garbled or forged answer must not close the
    // checkout, or the member's real payment that follows would be given back as late.
    expect(await purchaseOf(asha, purchaseId)).toMatchObject({ status: "pending", remaining: 0 });
    const res = await book(asha, purchaseId, (await slotsOf(h, otherExpert.id))[0]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("NOT_PAID");
    expect((await refund(asha, purchaseId)).statusCode).toBe(409);
    const genuine = await payInSandbox(h, asha, orderId);
    const v = await send(asha, "POST", `/api/packages/purchases/${purchaseId}/verify`, genuine);
    expect(v.statusCode).toBe(200);
    expect(await purchaseOf(asha, purchaseId)).toMatchObject({ status: "paid", remaining: 4 });
    const back = await h.database.db.execute(
      sql`select 1 from sandbox_refunds where payment_id = ${genuine.paymentId}`,
    );
    expect(back.rows).toEqual([]);
  }, 120_000);

  it("a failed checkout, then a payment after it closed: refunded, never credits", async () => {
    const o = await offer(otherExpert, 4, 900);
    const { purchaseId, orderId } = await startPurchase(ravi, o.id);
    expect((await send(ravi, "POST", `/api/payments/sandbox/${orderId}/fail`)).statusCode).toBe(200);
    expect((await send(ravi, "POST", `/api/packages/purchases/${purchaseId}/close`)).json()).toEqual({ closed: true });
    const late = await payInSandbox(h, ravi, orderId);
    const v = await send(ravi, "POST", `/api/packages/purchases/${purchaseId}/verify`, late);
    expect(v.statusCode).toBe(409);
    expect(await purchaseOf(ravi, purchaseId)).toMatchObject({ status: "failed", remaining: 0 });
    const back = await h.database.db.execute<{ amount: number }>(
      sql`select amount from sandbox_refunds where payment_id = ${late.paymentId}`,
    );
    expect(back.rows.map((r) => r.amount)).toEqual([90_000]);
  }, 120_000);

  it("a second payment on a paid package is given back; the first still counts once", async () => {
    const o = await offer(otherExpert, 4, 900);
    const { purchaseId, orderId } = await startPurchase(asha, o.id);
    const first = await payInSandbox(h, asha, orderId);
    expect((await send(asha, "POST", `/api/packages/purchases/${purchaseId}/verify`, first)).statusCode).toBe(200);
    const repeat = await send(asha, "POST", `/api/packages/purchases/${purchaseId}/verify`, first);
    expect(repeat.json()).toMatchObject({ status: "paid", remaining: 4 });
    const second = await payInSandbox(h, asha, orderId);
    expect((await send(asha, "POST", `/api/packages/purchases/${purchaseId}/verify`, second)).statusCode).toBe(200);
    const back = await h.database.db.execute<{ amount: number }>(
      sql`select amount from sandbox_refunds where payment_id = ${second.paymentId}`,
    );
    expect(back.rows.map((r) => r.amount)).toEqual([90_000]);
    expect(await purchaseOf(asha, purchaseId)).toMatchObject({ remaining: 4 });
  }, 120_000);
});

describe("an expert who leaves", () => {
  it("is suspended: their package sessions are cancelled and every unused session refunded, to the paisa", async () => {
    const leaving = await publishedExpert(h, { fullName: "Dev Leaving" });
    const o = await offer(leaving, 8, 4_001); // 400,100 paise: shares of 50,012
    const p = await buy(ravi, o.id);
    const booked = await book(ravi, p.id, (await slotsOf(h, leaving.id))[0]);
    expect(booked.json().amount).toBe(50_012);
    const before = await dashboard();
    const res = await h.post(
      `/api/admin/experts/${leaving.id}/suspend`,
      { reason: "Licence lapsed" },
      { cookie: admin.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    // The booked session was cancelled (its credit back), then all eight went back: the whole price.
    expect(await purchaseOf(ravi, p.id)).toMatchObject({ status: "refunded", remaining: 0, refundedAmount: 400_100 });
    const after = await dashboard();
    expect(after.refundsThisWeek.paise - before.refundsThisWeek.paise).toBe(400_100);
    // Asked again (a retried suspension, another node): nothing more is refunded.
    expect(await h.built.packages.credits.refundAllWithExpert(leaving.id)).toBe(0);
    expect(await purchaseOf(ravi, p.id)).toMatchObject({ status: "refunded", refundedAmount: 400_100 });
    expect((await dashboard()).refundsThisWeek.paise - before.refundsThisWeek.paise).toBe(400_100);
    // The member's email says the package was refunded, not the session's price.
    const mails = (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(ravi.email)}` })).json() as {
      subject: string;
    }[];
    expect(mails.some((m) => m.subject === "Your Saathi session was cancelled and your package refunded")).toBe(true);
    // In the app: the session's notice does not offer it to book again (the whole package was refunded).
    const told = (
      (await get(ravi, "/api/notifications")).json().items as {
        type: string;
        data: { bookingId?: string; message?: string };
      }[]
    )
      .filter((n) => n.type === "booking_cancelled" && n.data.bookingId === booked.json().bookingId)
      .map((n) => n.data.message ?? "");
    expect(told).toHaveLength(1);
    expect(told[0]).toContain("It was paid from your session package, so nothing was charged for it.");
    expect(told[0]).not.toContain("ready to book again");
  }, 180_000);
});

describe("the gateway's webhook", () => {
  it("a captured payment for a package order opens its credits once; a repeat changes nothing", async () => {
    const o = await offer(otherExpert, 8, 1_600);
    const { purchaseId, orderId } = await startPurchase(ravi, o.id);
    const paid = await payInSandbox(h, ravi, orderId);
    const first = await capturedWebhook(h, orderId, paid.paymentId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe("paid");
    expect(await purchaseOf(ravi, purchaseId)).toMatchObject({ status: "paid", remaining: 8 });
    const again = await send(ravi, "POST", `/api/packages/purchases/${purchaseId}/verify`, paid);
    expect(again.json()).toMatchObject({ status: "paid", remaining: 8 });
    expect((await capturedWebhook(h, orderId, paid.paymentId)).json().status).toBe("already");
  }, 120_000);
});
