// A blocked pair (either way) cannot ring each other (safety/block-matrix.test.ts) and the expert is
// gone from the member's directory and detail page: a new booking between them must be refused before
// any hold or payment, or the member pays for a session that cannot happen.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let member: Member;
let other: Member;
const block = (by: Member, whom: Member) => h.post(`/api/blocks/${whom.id}`, {}, { cookie: by.cookie });
const unblock = (by: Member, whom: Member) =>
  h.app.inject({
    method: "DELETE",
    url: `/api/blocks/${whom.id}`,
    headers: { cookie: by.cookie, origin: "http://localhost:3000" },
  });
const heldCount = async (clientId: string) =>
  Number(
    (
      (await h.database.db.execute(sql`select count(*)::int as n from bookings where client_id = ${clientId}`))
        .rows[0] as {
        n: number;
      }
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h);
  [member, other] = await Promise.all([h.member(), h.member()]);
});
afterAll(() => h?.close());

describe("booking across a block", () => {
  it("the expert blocked the member: 404 like a missing expert, nothing held", async () => {
    const [startsAt] = await slotsOf(h, expert.id);
    expect((await block(expert, member)).statusCode).toBe(200);
    const res = await createBooking(h, member, { expertId: expert.id, startsAt: startsAt as string });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("EXPERT_NOT_FOUND");
    expect(await heldCount(member.id)).toBe(0);
    // Someone else still books that hour.
    expect((await createBooking(h, other, { expertId: expert.id, startsAt: startsAt as string })).statusCode).toBe(200);
    expect((await unblock(expert, member)).statusCode).toBe(200);
  });

  it("the member blocked the expert: refused the same way; unblocking lets them book again", async () => {
    const [startsAt] = await slotsOf(h, expert.id);
    expect((await block(member, expert)).statusCode).toBe(200);
    const res = await createBooking(h, member, { expertId: expert.id, startsAt: startsAt as string });
    expect(res.statusCode).toBe(404);
    expect(await heldCount(member.id)).toBe(0);
    expect((await unblock(member, expert)).statusCode).toBe(200);
    expect((await createBooking(h, member, { expertId: expert.id, startsAt: startsAt as string })).statusCode).toBe(
      200,
    );
  });
});
