// A member whose account is set to be deleted cannot book: the erasure after the grace keeps a paid
// session (a payment record) under 'Deleted member' and never refunds it, so a session booked in the
// grace would be paid for and never held. 'Keep my account' lets them book again.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let member: Member;
const bookingsOf = async (clientId: string) =>
  Number(
    (
      (await h.database.db.execute(sql`select count(*)::int as n from bookings where client_id = ${clientId}`))
        .rows[0] as { n: number }
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h);
  member = await h.member();
});
afterAll(() => h?.close());

describe("booking while the account is set to be deleted", () => {
  it("is refused with 409 and a message, nothing held; after 'Keep my account' it works", async () => {
    const deletion = await h.post("/api/account/deletion", { password: "secret12" }, { cookie: member.cookie });
    expect(deletion.statusCode, deletion.body).toBe(200);
    const [startsAt] = await slotsOf(h, expert.id);
    const res = await createBooking(h, member, { expertId: expert.id, startsAt: startsAt as string });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: "DELETION_PENDING", message: expect.stringContaining("Keep my account") });
    expect(await bookingsOf(member.id)).toBe(0);
    const keep = await h.app.inject({
      method: "DELETE",
      url: "/api/account/deletion",
      headers: { cookie: member.cookie, origin: "http://localhost:3000" },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect((await createBooking(h, member, { expertId: expert.id, startsAt: startsAt as string })).statusCode).toBe(
      200,
    );
  });
});
