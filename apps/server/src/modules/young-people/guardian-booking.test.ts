// A minor's session consented to and paid for by their guardian (decision 038): held for the guardian,
// the guardian's single-use link, "present" or "informed" recorded on the booking, the same payment
// settle as adults (confirmed or refunded, never both), decline and expiry told to the teen, and the
// link reading and paying only its own booking.
import { GUARDIAN_ANSWER_BEFORE_START_HOURS, GUARDIAN_HOLD_HOURS } from "@saathi/contract/guardian-booking";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, slotsOf, verify } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import {
  bornYearsAgo,
  consentedMinor,
  guardianBookingToken,
  guardianMail,
  guardianOf,
  youngMember,
} from "../../../test/young-people-fixture.ts";

let h: Harness;
let expert: Member;
let used = 0;

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Youth Counsellor" });
  const on = await h.app.inject({
    method: "PUT",
    url: "/api/expert/young-people",
    headers: { cookie: expert.cookie },
    payload: { worksWithYoungPeople: true, campusInstitution: null },
  });
  expect(on.statusCode, on.body).toBe(200);
}, 60_000);
afterAll(() => h.close());

/** A free slot at least four hours away, never one an earlier test took. */
async function laterSlot(): Promise<string> {
  const soonest = Date.now() + (GUARDIAN_ANSWER_BEFORE_START_HOURS + 2) * 3_600_000;
  const slots = (await slotsOf(h, expert.id)).filter((s) => Date.parse(s) > soonest);
  const slot = slots[used++];
  if (!slot) throw new Error("no later slot");
  return slot;
}

/** A consented teen's booking held for their guardian, and the guardian's link. */
async function heldForGuardian() {
  const teen = await consentedMinor(h, 16);
  const startsAt = await laterSlot();
  const created = await createBooking(h, teen, { expertId: expert.id, startsAt });
  expect(created.statusCode, created.body).toBe(200);
  const bookingId = created.json().bookingId as string;
  return { teen, startsAt, bookingId, created, token: await guardianBookingToken(h, guardianOf(teen)) };
}

const g = (token: string, path = "", body?: object) =>
  path === ""
    ? h.app.inject({ url: `/api/guardian-booking/${token}` })
    : h.post(`/api/guardian-booking/${token}${path}`, body);

const bookingRow = async (id: string) =>
  (await h.database.db.execute(sql`select status, hold_kind, guardian_attendance from bookings where id = ${id}`))
    .rows[0] as { status: string; hold_kind: string; guardian_attendance: string | null };

const teenStatus = (teen: Member, bookingId: string) =>
  h.app.inject({ url: `/api/young-people/bookings/${bookingId}`, headers: { cookie: teen.cookie } });

const mailsTo = async (to: string) =>
  (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as {
    subject: string;
    text: string;
  }[];

/** The guardian consents with a choice, pays in the sandbox and sends the checkout's answer. */
async function consentAndPay(token: string, attendance: "present" | "informed") {
  const order = await g(token, "/consent", { attendance });
  expect(order.statusCode, order.body).toBe(200);
  const paid = (await g(token, "/sandbox/pay")).json();
  return g(token, "/verify", {
    orderId: paid.razorpay_order_id,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  });
}

describe("a minor's booking is held for the guardian", () => {
  it("an opted-in expert: HELD as guardian pending, capped, the slot taken, the guardian emailed a link", async () => {
    const before = Date.now();
    const { teen, startsAt, bookingId, created, token } = await heldForGuardian();
    const body = created.json();
    expect(body).toMatchObject({ awaitingGuardian: true, orderId: "", keyId: "" });
    const cap = Math.min(
      before + GUARDIAN_HOLD_HOURS * 3_600_000,
      Date.parse(startsAt) - GUARDIAN_ANSWER_BEFORE_START_HOURS * 3_600_000,
    );
    expect(Math.abs(Date.parse(body.holdExpiresAt) - cap)).toBeLessThan(60_000);
    expect(await bookingRow(bookingId)).toEqual({ status: "HELD", hold_kind: "guardian", guardian_attendance: null });
    expect(await slotsOf(h, expert.id)).not.toContain(startsAt);
    const [mail] = await mailsTo(guardianOf(teen));
    expect(mail?.text).toContain(`/guardian/booking/${token}`);
    expect(mail?.text).toContain("Youth Counsellor");
    const status = await teenStatus(teen, bookingId);
    expect(status.json()).toMatchObject({ bookingId, state: "waiting", holdExpiresAt: body.holdExpiresAt });
    const waiting = await h.app.inject({ url: "/api/young-people/bookings", headers: { cookie: teen.cookie } });
    expect(waiting.json().items.map((b: { bookingId: string }) => b.bookingId)).toEqual([bookingId]);
  });

  it("a guardian who gave a phone gets the link by SMS too", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(14) });
    const email = `parent-sms-${teen.id}@test.local`;
    const phone = `98${String(Date.now()).slice(-8)}`;
    expect((await h.post("/api/young-people/guardian", { email, phone }, { cookie: teen.cookie })).statusCode).toBe(
      200,
    );
    const { token, code } = await guardianMail(h, email);
    const method = "declared_with_email_code";
    const decided = await h.post(`/api/guardian-consent/${token}/decision`, {
      ...{ code, decision: "consent", confirmAdult: true, method },
    });
    expect(decided.statusCode).toBe(200);
    const r = await createBooking(h, teen, { expertId: expert.id, startsAt: await laterSlot() });
    expect(r.statusCode, r.body).toBe(200);
    const bySms = await guardianBookingToken(h, phone);
    expect(bySms).toBe(await guardianBookingToken(h, email));
  });

  it("a retried create answers the same held booking; the teen cannot pay it themselves", async () => {
    const teen = await consentedMinor(h, 15);
    const startsAt = await laterSlot();
    const first = await createBooking(h, teen, { expertId: expert.id, startsAt }, "same-key-1");
    const again = await createBooking(h, teen, { expertId: expert.id, startsAt }, "same-key-1");
    expect(again.json().bookingId).toBe(first.json().bookingId);
    expect(again.json().awaitingGuardian).toBe(true);
    const bookingId = first.json().bookingId as string;
    const byTeen = await verify(h, teen, bookingId, { orderId: "order_x", paymentId: "pay_x", signature: "sig" });
    expect(byTeen.statusCode).toBe(403);
    expect(byTeen.json().code).toBe("GUARDIAN_PAYS");
    // Even once the guardian has opened the payment, its order is not the teen's to pay.
    const token = await guardianBookingToken(h, guardianOf(teen));
    const order = (await g(token, "/consent", { attendance: "present" })).json();
    const sandbox = await h.post(`/api/payments/sandbox/${order.orderId}/pay`, undefined, { cookie: teen.cookie });
    expect(sandbox.statusCode).toBe(404);
    expect((await bookingRow(bookingId)).status).toBe("HELD");
  });

  it("an adult still holds for 10 minutes with an order to pay", async () => {
    const adult = await h.member();
    const r = await createBooking(h, adult, { expertId: expert.id, startsAt: await laterSlot() });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().awaitingGuardian).toBeUndefined();
    expect(r.json().orderId).toBeTruthy();
    expect(Date.parse(r.json().holdExpiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect((await bookingRow(r.json().bookingId)).hold_kind).toBe("checkout");
  });
});

describe("the guardian's link", () => {
  it("shows the session and nothing else; consent as informed, pay: CONFIRMED with informed recorded; the link is spent", async () => {
    const { teen, bookingId, token } = await heldForGuardian();
    const page = await g(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(Object.keys(page.json()).sort()).toEqual(
      [
        "amount",
        "attendance",
        "currency",
        "endsAt",
        "expertName",
        "holdExpiresAt",
        "language",
        "memberName",
        "sessionType",
        "startsAt",
      ].sort(),
    );
    expect(page.json()).toMatchObject({ expertName: "Youth Counsellor", attendance: null });
    const done = await consentAndPay(token, "informed");
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: "confirmed" });
    expect(await bookingRow(bookingId)).toEqual({
      status: "CONFIRMED",
      hold_kind: "guardian",
      guardian_attendance: "informed",
    });
    expect((await teenStatus(teen, bookingId)).json()).toMatchObject({ state: "confirmed", attendance: "informed" });
    const waiting = await h.app.inject({ url: "/api/young-people/bookings", headers: { cookie: teen.cookie } });
    expect(waiting.json()).toEqual({ items: [] });
    const list = (await h.app.inject({ url: "/api/bookings", headers: { cookie: teen.cookie } })).json();
    expect(list.upcoming.map((b: { bookingId: string }) => b.bookingId)).toContain(bookingId);
    expect((await mailsTo(teen.email))[0]?.subject).toBe("Your session is confirmed");
    // The expert sees the guardian's choice on the session.
    const mine = await h.app.inject({ url: "/api/expert/bookings?tab=upcoming", headers: { cookie: expert.cookie } });
    const item = mine.json().items.find((b: { bookingId: string }) => b.bookingId === bookingId);
    expect(item?.guardianAttendance).toBe("informed");
    for (const again of [
      await g(token),
      await g(token, "/decline"),
      await g(token, "/consent", { attendance: "present" }),
    ])
      expect(again.statusCode).toBe(404);
  });

  it("present is recorded too", async () => {
    const { bookingId, token } = await heldForGuardian();
    expect((await consentAndPay(token, "present")).statusCode).toBe(200);
    expect((await bookingRow(bookingId)).guardian_attendance).toBe("present");
  });

  it("the guardian declines: the slot is free again and the teen is told kindly", async () => {
    const { teen, startsAt, bookingId, token } = await heldForGuardian();
    const r = await g(token, "/decline");
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: "declined" });
    expect((await bookingRow(bookingId)).status).toBe("CANCELLED");
    expect(await slotsOf(h, expert.id)).toContain(startsAt);
    expect((await teenStatus(teen, bookingId)).json().state).toBe("declined");
    expect((await mailsTo(teen.email))[0]?.text).toContain("Childline 1098");
    expect((await g(token)).statusCode).toBe(404);
  });

  it("an unanswered hold expires through the bookings job and the teen is told", async () => {
    const { teen, bookingId, token } = await heldForGuardian();
    await h.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${bookingId}`,
    );
    expect(await h.built.jobs.expireHolds()).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(bookingId)).status).toBe("EXPIRED");
    expect((await teenStatus(teen, bookingId)).json().state).toBe("expired");
    expect((await mailsTo(teen.email))[0]?.text).toContain("did not answer in time");
    expect((await g(token)).statusCode).toBe(404);
  });
});

describe("payment failures are told truthfully", () => {
  it("a failed payment or a forged answer leaves the hold for another try; then the payment confirms", async () => {
    const { bookingId, token } = await heldForGuardian();
    const order = (await g(token, "/consent", { attendance: "informed" })).json();
    expect((await g(token, "/sandbox/fail")).statusCode).toBe(200);
    const forged = await g(token, "/verify", { orderId: order.orderId, paymentId: "pay_forged", signature: "bad" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("VERIFY_FAILED");
    expect((await bookingRow(bookingId)).status).toBe("HELD");
    expect((await g(token)).statusCode).toBe(200);
    expect((await consentAndPay(token, "informed")).json()).toEqual({ status: "confirmed" });
  });

  it("a payment after the hold ended is refunded, never confirmed", async () => {
    const { bookingId, token } = await heldForGuardian();
    await g(token, "/consent", { attendance: "present" });
    const paid = (await g(token, "/sandbox/pay")).json();
    await h.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${bookingId}`,
    );
    await h.built.jobs.expireHolds();
    const late = await g(token, "/verify", {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("HOLD_EXPIRED");
    expect((await bookingRow(bookingId)).status).toBe("EXPIRED");
    const pay = await h.database.db.execute(
      sql`select status, refund_status from payments where booking_id = ${bookingId}`,
    );
    // Captured, then given back (or its refund under way): the money never stays on an ended hold.
    const money = pay.rows[0] as { status: string; refund_status: string };
    expect(money.status === "refunded" || money.refund_status === "pending").toBe(true);
  });
});

describe("permissions and bad input", () => {
  it("an unknown token is 404; a malformed one 400; bad bodies 400", async () => {
    const { token } = await heldForGuardian();
    const unknown = "A".repeat(32);
    for (const r of [await g(unknown), await g(unknown, "/decline"), await g(unknown, "/sandbox/pay")])
      expect(r.statusCode).toBe(404);
    expect((await g("bad token!")).statusCode).toBe(400);
    expect((await g(token, "/consent", { attendance: "maybe" })).statusCode).toBe(400);
    expect((await g(token, "/consent", {})).statusCode).toBe(400);
    expect((await g(token, "/verify", { orderId: "x" })).statusCode).toBe(400);
    // Verify before consenting: nothing is open to pay.
    expect((await g(token, "/verify", { orderId: "x", paymentId: "y", signature: "z" })).statusCode).toBe(404);
  });

  it("one booking's link cannot pay another's; only the teen reads their booking's status", async () => {
    const a = await heldForGuardian();
    const b = await heldForGuardian();
    await g(a.token, "/consent", { attendance: "informed" });
    await g(b.token, "/consent", { attendance: "informed" });
    const paidB = (await g(b.token, "/sandbox/pay")).json();
    const cross = await g(a.token, "/verify", {
      orderId: paidB.razorpay_order_id,
      paymentId: paidB.razorpay_payment_id,
      signature: paidB.razorpay_signature,
    });
    expect(cross.statusCode).toBe(404);
    expect((await bookingRow(a.bookingId)).status).toBe("HELD");
    expect((await teenStatus(a.teen, b.bookingId)).statusCode).toBe(404);
    expect((await teenStatus(expert, a.bookingId)).statusCode).toBe(404);
    const anonymous = await h.app.inject({ url: `/api/young-people/bookings/${a.bookingId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
