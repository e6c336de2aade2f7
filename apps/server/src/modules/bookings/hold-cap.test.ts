// One member cannot hoard an expert's calendar with holds they never pay for.
import { BOOKING_MSG, MAX_LIVE_HOLDS_PER_MEMBER } from "@saathi/contract/bookings";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay, createBooking, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let other: Member;

beforeAll(async () => {
  h = await startHarness();
  [expert, other] = await Promise.all([
    publishedExpert(h, { fullName: "Cap Expert" }),
    publishedExpert(h, { fullName: "Other Expert" }),
  ]);
});
afterAll(() => h?.close());

const liveHolds = async (m: Member) =>
  (
    (
      await h.database.db.execute(sql`
        select count(*)::int as n from bookings where client_id = ${m.id} and status = 'HELD' and hold_expires_at > now()`)
    ).rows[0] as { n: number }
  ).n;
const hold = (m: Member, expertId: string, slot: number, key?: string) =>
  slotsOf(h, expertId).then((s) => createBooking(h, m, { expertId, startsAt: s[slot] as string }, key));
const expectTooMany = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ code: "TOO_MANY_HOLDS", message: BOOKING_MSG.tooManyHolds });
};

describe("live holds per member", () => {
  it("the cap is two, across experts; the third is 409 with the message, and holds nothing", async () => {
    expect(MAX_LIVE_HOLDS_PER_MEMBER).toBe(2);
    expect(BOOKING_MSG.tooManyHolds).toBe(
      "You already have 2 sessions waiting for payment. Pay for one or let it expire before holding another.",
    );
    const m = await h.member();
    expect((await hold(m, expert.id, 0)).statusCode).toBe(200);
    expect((await hold(m, other.id, 0)).statusCode).toBe(200);
    const before = await slotsOf(h, expert.id);
    expectTooMany(await hold(m, expert.id, 1));
    expect(await slotsOf(h, expert.id)).toEqual(before);
    expect(await liveHolds(m)).toBe(2);
    // Someone else is not affected.
    const n = await h.member();
    const theirs = await hold(n, expert.id, 1);
    expect(theirs.statusCode).toBe(200);
    await h.post(`/api/bookings/${theirs.json().bookingId}/release`, { reason: "cancelled" }, { cookie: n.cookie });
  });

  it("a retried create (same Idempotency-Key) still answers its hold at the cap", async () => {
    const m = await h.member();
    const first = await hold(m, expert.id, 2, "cap-retry-key-1");
    expect((await hold(m, expert.id, 3)).statusCode).toBe(200);
    const startsAt = first.json().startsAt as string;
    const again = await createBooking(h, m, { expertId: expert.id, startsAt }, "cap-retry-key-1");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ bookingId: first.json().bookingId, orderId: first.json().orderId });
    expectTooMany(await hold(m, expert.id, 4, "cap-retry-key-2"));
    expect(await liveHolds(m)).toBe(2);
  });

  it("20 concurrent creates on different slots: exactly two holds, eighteen 409s", async () => {
    const m = await h.member();
    const racer = await publishedExpert(h, { fullName: "Hoarded Expert" });
    const slots = (await slotsOf(h, racer.id)).slice(0, 20);
    expect(slots).toHaveLength(20);
    const answers = await Promise.all(slots.map((startsAt) => createBooking(h, m, { expertId: racer.id, startsAt })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(18);
    for (const r of refused) expect(r.json().code).toBe("TOO_MANY_HOLDS");
    expect(await liveHolds(m)).toBe(2);
    // The calendar is not emptied: every slot but the two held is still offered.
    const held = answers.filter((a) => a.statusCode === 200).map((a) => a.json().startsAt as string);
    const offered = await slotsOf(h, racer.id);
    expect(slots.filter((s) => offered.includes(s))).toEqual(slots.filter((s) => !held.includes(s)));
  });

  it("an expired hold does not count, and neither does a paid or a released one", async () => {
    const m = await h.member();
    const a = await hold(m, expert.id, 5);
    const b = await hold(m, expert.id, 6);
    expectTooMany(await hold(m, expert.id, 7));
    // One runs out (the sweep has not run yet): a new hold is allowed at once.
    await h.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${a.json().bookingId}`,
    );
    const c = await hold(m, expert.id, 7);
    expect(c.statusCode).toBe(200);
    expectTooMany(await hold(m, expert.id, 8));
    // Released (checkout closed): frees a place too.
    await h.post(`/api/bookings/${b.json().bookingId}/release`, { reason: "cancelled" }, { cookie: m.cookie });
    await h.post(`/api/bookings/${c.json().bookingId}/release`, { reason: "failed" }, { cookie: m.cookie });
    expect(await liveHolds(m)).toBe(0);
    // Paid sessions are not holds: three of them, and two holds still fit.
    for (let i = 0; i < 3; i++) await bookAndPay(h, m, other.id, 1);
    expect((await hold(m, other.id, 1)).statusCode).toBe(200);
    expect((await hold(m, other.id, 2)).statusCode).toBe(200);
    expectTooMany(await hold(m, other.id, 3));
  });
});
