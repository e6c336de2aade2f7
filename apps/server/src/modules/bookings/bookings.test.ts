import { BOOKING_MSG } from "@saathi/contract/bookings";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay, createBooking, payInSandbox, slotsOf, verify } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let asha: Member;
let ravi: Member;
const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const status = async (id: string) =>
  ((await h.database.db.execute(sql`select status from bookings where id = ${id}`)).rows[0] as { status: string })
    .status;
/** Moves a booking into the past (a session that happened). */
const finish = (id: string) =>
  h.database.db.execute(
    sql`update bookings set starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours' where id = ${id}`,
  );

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Kiran Das", languages: ["English", "Hindi"] });
  asha = await h.member();
  ravi = await h.member();
});
afterAll(() => h?.close());

describe("creating a booking", () => {
  it("holds the slot for 10 minutes and opens a sandbox order; the slot leaves the availability", async () => {
    const startsAt = (await slotsOf(h, expert.id))[1] as string;
    const res = await createBooking(h, asha, { expertId: expert.id, startsAt, language: "hindi" });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({ amount: 100000, currency: "INR", provider: "sandbox", keyId: "sandbox", startsAt });
    expect(Date.parse(b.endsAt) - Date.parse(b.startsAt)).toBe(3_600_000);
    expect(Date.parse(b.holdExpiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(b.holdExpiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(await slotsOf(h, expert.id)).not.toContain(startsAt);
    expect(await status(b.bookingId)).toBe("HELD");
    // Give the hold back: a member may keep only MAX_LIVE_HOLDS_PER_MEMBER unpaid holds at once.
    await h.post(`/api/bookings/${b.bookingId}/release`, { reason: "cancelled" }, { cookie: asha.cookie });
  });

  it("answers a retried request with the same booking (Idempotency-Key)", async () => {
    const startsAt = (await slotsOf(h, expert.id))[2] as string;
    const [a, b] = await Promise.all([
      createBooking(h, asha, { expertId: expert.id, startsAt }, "retry-key-0001"),
      createBooking(h, asha, { expertId: expert.id, startsAt }, "retry-key-0001"),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().bookingId).toBe(a.json().bookingId);
    expect(b.json().orderId).toBe(a.json().orderId);
    await h.post(`/api/bookings/${a.json().bookingId}/release`, { reason: "cancelled" }, { cookie: asha.cookie });
  });

  it("gives the loser 'This slot was just taken' (409)", async () => {
    const startsAt = (await slotsOf(h, expert.id))[3] as string;
    expect((await createBooking(h, asha, { expertId: expert.id, startsAt })).statusCode).toBe(200);
    const lost = await createBooking(h, ravi, { expertId: expert.id, startsAt });
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ code: "SLOT_TAKEN", message: BOOKING_MSG.slotTaken });
  });

  it("refuses bad input with a clear 4xx and holds nothing", async () => {
    const startsAt = (await slotsOf(h, expert.id))[4] as string;
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const offGrid = new Date(Date.parse(startsAt) + 15 * 60_000).toISOString();
    const far = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const cases: [object, number, string][] = [
      [{ startsAt: past }, 400, BOOKING_MSG.pastSlot],
      [{ startsAt: offGrid }, 400, BOOKING_MSG.slotUnavailable],
      [{ startsAt: far }, 400, BOOKING_MSG.slotUnavailable],
      [{ startsAt, sessionType: "chat" }, 400, BOOKING_MSG.modeNotOffered],
      [{ startsAt, language: "Kannada" }, 400, BOOKING_MSG.languageNotOffered],
      [{ startsAt: "tomorrow at ten" }, 400, BOOKING_MSG.invalidDate],
      [{ startsAt, sessionType: "telepathy" }, 400, BOOKING_MSG.selectAll],
      [{ startsAt, expertId: "not-a-uuid" }, 400, BOOKING_MSG.expertMissing],
      [{ startsAt, expertId: asha.id }, 404, BOOKING_MSG.expertMissing],
    ];
    for (const [over, code, message] of cases) {
      const res = await createBooking(h, ravi, { expertId: expert.id, startsAt, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(code);
      expect(res.json().message).toContain(message);
    }
    expect(await slotsOf(h, expert.id)).toContain(startsAt);
    // Signed out: 401; an expert booking themselves: 400.
    const anon = await h.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { expertId: expert.id, startsAt },
    });
    expect(anon.statusCode).toBe(401);
    const self = await createBooking(h, expert, { expertId: expert.id, startsAt });
    expect(self.json().message).toBe(BOOKING_MSG.ownBooking);
  });

  it("refuses experts without a positive fee", async () => {
    const free = await publishedExpert(h, { fullName: "Free Expert" });
    await h.database.db.execute(sql`update expert_profiles set hourly_rate = 0 where user_id = ${free.id}`);
    const startsAt = (await slotsOf(h, free.id))[0] as string;
    const res = await createBooking(h, asha, { expertId: free.id, startsAt });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BOOKING_MSG.noFee);
  });
});

describe("paying", () => {
  it("confirms on a genuine signature; verify again answers the same; the expert is notified", async () => {
    const startsAt = (await slotsOf(h, expert.id))[0] as string;
    const { bookingId, orderId } = (await createBooking(h, asha, { expertId: expert.id, startsAt })).json();
    const paid = await payInSandbox(h, asha, orderId);
    const first = await verify(h, asha, bookingId, paid);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ confirmed: true, bookingId });
    const second = await verify(h, asha, bookingId, paid);
    expect(second.json()).toEqual({ confirmed: true, bookingId });
    expect(await status(bookingId)).toBe("CONFIRMED");

    const notes = (await get(expert, "/api/notifications")).json().items;
    expect(notes.filter((n: { type: string }) => n.type === "booking")).toHaveLength(1);
    expect(notes[0].data).toMatchObject({ actorId: asha.id, bookingId, startsAt });

    const mine = (await get(asha, "/api/bookings")).json();
    const item = mine.upcoming.find((b: { bookingId: string }) => b.bookingId === bookingId);
    expect(item).toMatchObject({ status: "CONFIRMED", transactionId: paid.paymentId, refundStatus: "none" });
    // 18% GST inside the price, 20% commission after GST.
    expect(item.money).toEqual({ amount: 100000, tax: 15254, commission: 16949, earning: 67797, currency: "INR" });
  });

  it("a tampered signature or order is 'Payment verification failed' and changes nothing; the genuine one confirms", async () => {
    const startsAt = (await slotsOf(h, expert.id))[0] as string;
    const { bookingId, orderId } = (await createBooking(h, asha, { expertId: expert.id, startsAt })).json();
    const paid = await payInSandbox(h, asha, orderId);
    const bad = await verify(h, asha, bookingId, { ...paid, signature: "0".repeat(64) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VERIFY_FAILED", message: BOOKING_MSG.verifyFailed });
    // A forged or garbled answer must not cost the member their slot: the hold stays theirs.
    expect(await status(bookingId)).toBe("HELD");
    expect(await slotsOf(h, expert.id)).not.toContain(startsAt);
    const otherOrder = await verify(h, asha, bookingId, { ...paid, orderId: "order_other" });
    expect(otherOrder.statusCode).toBe(400);
    expect(await status(bookingId)).toBe("HELD");
    const genuine = await verify(h, asha, bookingId, paid);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ confirmed: true, bookingId });
    expect(await status(bookingId)).toBe("CONFIRMED");
  });

  it("release after a cancelled checkout frees the slot at once", async () => {
    const startsAt = (await slotsOf(h, expert.id))[0] as string;
    const { bookingId } = (await createBooking(h, asha, { expertId: expert.id, startsAt })).json();
    expect(await slotsOf(h, expert.id)).not.toContain(startsAt);
    const res = await h.post(`/api/bookings/${bookingId}/release`, { reason: "cancelled" }, { cookie: asha.cookie });
    expect(res.json()).toEqual({ released: true });
    expect(await status(bookingId)).toBe("CANCELLED");
    expect(await slotsOf(h, expert.id)).toContain(startsAt);
  });

  it("nobody else can pay, verify or release someone's booking", async () => {
    const startsAt = (await slotsOf(h, expert.id))[0] as string;
    const { bookingId, orderId } = (await createBooking(h, asha, { expertId: expert.id, startsAt })).json();
    expect((await h.post(`/api/payments/sandbox/${orderId}/pay`, undefined, { cookie: ravi.cookie })).statusCode).toBe(
      404,
    );
    const paid = await payInSandbox(h, asha, orderId);
    expect((await verify(h, ravi, bookingId, paid)).statusCode).toBe(404);
    expect(
      (await h.post(`/api/bookings/${bookingId}/release`, { reason: "failed" }, { cookie: ravi.cookie })).statusCode,
    ).toBe(404);
    expect(await status(bookingId)).toBe("HELD");
    expect((await verify(h, asha, bookingId, paid)).statusCode).toBe(200);
  });
});

describe("lists, cancellation and refunds", () => {
  it("members and experts see only their own bookings", async () => {
    const { bookingId } = await bookAndPay(h, ravi, expert.id);
    expect((await get(ravi, "/api/bookings")).json().upcoming.map((b: { bookingId: string }) => b.bookingId)).toContain(
      bookingId,
    );
    expect(
      (await get(asha, "/api/bookings")).json().upcoming.map((b: { bookingId: string }) => b.bookingId),
    ).not.toContain(bookingId);
    const expertView = (await get(expert, "/api/expert/bookings?tab=upcoming")).json();
    const row = expertView.items.find((b: { bookingId: string }) => b.bookingId === bookingId);
    expect(row.counterpart.userId).toBe(ravi.id);
    expect(row.money.earning).toBe(67797);
    const otherExpert = await publishedExpert(h, { fullName: "Other Expert" });
    expect((await get(otherExpert, "/api/expert/bookings?tab=upcoming")).json().items).toEqual([]);
    expect((await get(ravi, "/api/expert/bookings")).statusCode).toBe(403);
    expect((await get(ravi, "/api/expert/bookings/counts")).statusCode).toBe(403);
    expect((await get(null, "/api/bookings")).statusCode).toBe(401);
    expect((await get(expert, "/api/expert/bookings?tab=nonsense")).statusCode).toBe(400);
  });

  it("a member cancels: refunded in full, the slot free again, the expert notified", async () => {
    const { bookingId, startsAt } = await bookAndPay(h, asha, expert.id);
    expect((await h.post(`/api/bookings/${bookingId}/cancel`, {}, { cookie: ravi.cookie })).statusCode).toBe(404);
    const res = await h.post(`/api/bookings/${bookingId}/cancel`, {}, { cookie: asha.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bookingId, status: "CANCELLED", refundStatus: "refunded" });
    expect(await slotsOf(h, expert.id)).toContain(startsAt);
    const sandbox = await h.database.db.execute(
      sql`select s.status from sandbox_payments s join payments p on p.gateway_payment_id = s.payment_id where p.booking_id = ${bookingId}`,
    );
    expect(sandbox.rows[0]).toEqual({ status: "refunded" });
    const notes = (await get(expert, "/api/notifications")).json().items;
    expect(notes[0]).toMatchObject({ type: "booking_cancelled", data: { actorId: asha.id, bookingId } });
    expect((await h.post(`/api/bookings/${bookingId}/cancel`, {}, { cookie: asha.cookie })).statusCode).toBe(409);
  });

  it("an expert cancels with a reason; without one it is refused; the member is notified", async () => {
    const { bookingId } = await bookAndPay(h, asha, expert.id);
    expect((await h.post(`/api/bookings/${bookingId}/cancel`, {}, { cookie: expert.cookie })).statusCode).toBe(400);
    const res = await h.post(
      `/api/bookings/${bookingId}/cancel`,
      { reason: "I am not feeling well." },
      { cookie: expert.cookie },
    );
    expect(res.json().refundStatus).toBe("refunded");
    const cancelled = (await get(expert, "/api/expert/bookings?tab=cancelled")).json().items;
    expect(cancelled[0]).toMatchObject({
      bookingId,
      cancelledBy: "expert",
      cancelReason: "I am not feeling well.",
      refundStatus: "refunded",
    });
    const counts = (await get(expert, "/api/expert/bookings/counts")).json();
    expect(counts.cancelled).toBeGreaterThanOrEqual(2);
    const notes = (await get(asha, "/api/notifications")).json().items;
    expect(notes[0]).toMatchObject({ type: "booking_cancelled", data: { actorId: expert.id, bookingId } });
  });

  it("a session that already happened cannot be cancelled", async () => {
    const { bookingId } = await bookAndPay(h, asha, expert.id);
    await finish(bookingId);
    expect((await h.post(`/api/bookings/${bookingId}/cancel`, {}, { cookie: asha.cookie })).statusCode).toBe(409);
  });
});

describe("reviews", () => {
  it("once, after the session, by its member; the expert's rating follows", async () => {
    const reviewed = await publishedExpert(h, { fullName: "Rated Expert" });
    const { bookingId } = await bookAndPay(h, asha, reviewed.id);
    const body = { rating: 4, feedback: "Kind and clear." };
    const early = await h.post(`/api/bookings/${bookingId}/review`, body, { cookie: asha.cookie });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(BOOKING_MSG.reviewNotYet);
    await finish(bookingId);
    expect((await h.post(`/api/bookings/${bookingId}/review`, body, { cookie: ravi.cookie })).statusCode).toBe(404);
    const bad = await h.post(
      `/api/bookings/${bookingId}/review`,
      { rating: 6, feedback: "x" },
      { cookie: asha.cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(BOOKING_MSG.ratingRange);
    const ok = await h.post(`/api/bookings/${bookingId}/review`, body, { cookie: asha.cookie });
    expect(ok.statusCode).toBe(200);
    const twice = await h.post(`/api/bookings/${bookingId}/review`, body, { cookie: asha.cookie });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BOOKING_MSG.reviewOnce);

    const detail = (await get(null, `/api/experts/${reviewed.id}`)).json();
    expect(detail).toMatchObject({ rating: 4, feedbackCount: 1 });
    const feedbacks = (await get(null, `/api/experts/${reviewed.id}/feedbacks`)).json();
    expect(feedbacks.items[0]).toMatchObject({ rating: 4, content: "Kind and clear." });
    const completed = (await get(asha, "/api/bookings")).json().completed;
    expect(completed.find((b: { bookingId: string }) => b.bookingId === bookingId).reviewed).toBe(true);
  });
});
