// A booking's Idempotency-Key makes a retried create safe: the same expert, hour, mode and language under
// the same key answer the checkout it already opened, one booking. The key used again for a different
// request (another hour or expert, another mode or language) is refused (409 IDEMPOTENCY_KEY_REUSED) and
// holds nothing: never the earlier booking's checkout handed back as if it were this one. Keys are the
// member's own: another member's key never reaches their booking.
import { BOOKING_MSG } from "@saathi/contract/bookings";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let other: Member;

beforeAll(async () => {
  h = await startHarness();
  [expert, other] = await Promise.all([
    publishedExpert(h, { fullName: "Meera Iyer" }),
    publishedExpert(h, { fullName: "Arjun Rao" }),
  ]);
});
afterAll(() => h?.close());

const bookingsOf = async (m: Member) =>
  (
    await h.database.db.execute(
      sql`select id, expert_id, starts_at, status, hold_expires_at, idempotency_key from bookings
          where client_id = ${m.id}::uuid order by created_at`,
    )
  ).rows as { id: string; expert_id: string; starts_at: string; status: string; idempotency_key: string }[];
const expectReused = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ code: "IDEMPOTENCY_KEY_REUSED", message: BOOKING_MSG.idempotencyKeyReused });
};

describe("an Idempotency-Key on POST /api/bookings", () => {
  it("the same request again answers the same checkout, one booking", async () => {
    const m = await h.member();
    const startsAt = (await slotsOf(h, expert.id))[0] as string;
    const first = await createBooking(h, m, { expertId: expert.id, startsAt }, "same-request-key-1");
    expect(first.statusCode).toBe(200);
    // The browser did not hear the answer and sends it again (the language in another case is the same one).
    const again = await createBooking(
      h,
      m,
      { expertId: expert.id, startsAt, language: "english" },
      "same-request-key-1",
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await bookingsOf(m)).map((b) => b.id)).toEqual([first.json().bookingId]);
  });

  it("the key of another hour, expert, mode or language is 409 and holds nothing; the first is untouched", async () => {
    const m = await h.member();
    const [startsAt, later] = (await slotsOf(h, expert.id)).slice(1, 3) as [string, string];
    const theirs = (await slotsOf(h, other.id))[1] as string;
    const first = await createBooking(h, m, { expertId: expert.id, startsAt }, "reused-key-0001");
    expect(first.statusCode).toBe(200);
    const before = await bookingsOf(m);

    expectReused(await createBooking(h, m, { expertId: expert.id, startsAt: later }, "reused-key-0001"));
    expectReused(await createBooking(h, m, { expertId: other.id, startsAt: theirs }, "reused-key-0001"));
    expectReused(await createBooking(h, m, { expertId: expert.id, startsAt, sessionType: "audio" }, "reused-key-0001"));
    expectReused(await createBooking(h, m, { expertId: expert.id, startsAt, language: "Hindi" }, "reused-key-0001"));

    expect(await bookingsOf(m)).toEqual(before);
    expect(before).toMatchObject([{ id: first.json().bookingId, status: "HELD" }]);
    expect(await slotsOf(h, expert.id)).toContain(later);
    expect(await slotsOf(h, other.id)).toContain(theirs);
    // The first booking still answers its own retry.
    const retry = await createBooking(h, m, { expertId: expert.id, startsAt }, "reused-key-0001");
    expect(retry.json()).toEqual(first.json());
  });

  it("racing one key over different hours: one booking, every other answer 409", async () => {
    const m = await h.member();
    const racer = await publishedExpert(h, { fullName: "Raced Expert" });
    const slots = (await slotsOf(h, racer.id)).slice(0, 6);
    const answers = await Promise.all(
      slots.map((startsAt) => createBooking(h, m, { expertId: racer.id, startsAt }, "raced-key-00001")),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectReused(a);
    const rows = await bookingsOf(m);
    expect(rows.map((b) => b.id)).toEqual([won[0]?.json().bookingId]);
    expect(new Date(rows[0]?.starts_at as string).toISOString()).toBe(won[0]?.json().startsAt);
  });

  it("keys are each member's own: the same key elsewhere is another member's booking", async () => {
    const [a, b] = [await h.member(), await h.member()];
    const [one, two] = (await slotsOf(h, other.id)).slice(3, 5) as [string, string];
    const mine = await createBooking(h, a, { expertId: other.id, startsAt: one }, "shared-key-0001");
    const theirs = await createBooking(h, b, { expertId: other.id, startsAt: two }, "shared-key-0001");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().bookingId).not.toBe(mine.json().bookingId);
    expect(theirs.json().startsAt).toBe(two);
    // My very request under the key they share: theirs made another booking, so 409, never my checkout.
    const asMine = await createBooking(h, b, { expertId: other.id, startsAt: one }, "shared-key-0001");
    expectReused(asMine);
    expect(asMine.body).not.toContain(mine.json().bookingId);
    expect((await bookingsOf(a)).map((x) => x.id)).toEqual([mine.json().bookingId]);
    // A key too short to be one is refused before anything is held.
    const short = await createBooking(h, a, { expertId: other.id, startsAt: two }, "short");
    expect(short.statusCode).toBe(400);
  });
});
