// Suspensions: a suspended member's seats are cancelled and refunded (whatever the cutoff), a suspended
// host's circles cancelled with refunds, everyone told.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { staffMember } from "../../../test/admin-helpers.ts";
import { payInSandbox } from "../../../test/booking-helpers.ts";
import { circleRequests, inDays, startCirclesCast } from "../../../test/circles-fixture.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

let h: Harness;
let host: Member;
let asha: Member;
let ravi: Member;
let meena: Member;

beforeAll(async () => {
  ({ h, host, asha, ravi, meena } = await startCirclesCast());
}, 180_000);
afterAll(() => h?.close());

const { get, send, hostCircle, book, count, noticesOf } = circleRequests(() => ({ h, host }));

describe("suspension", () => {
  const paidSeat = async (m: Member, occ: string) => {
    const { seat, checkout } = (await book(m, occ)).json();
    const paid = await payInSandbox(h, m, checkout.orderId);
    expect((await send(m, "POST", `/api/circles/seats/${seat.id}/verify`, paid)).statusCode).toBe(200);
    return seat.id as string;
  };
  const seatRow = async (id: string) =>
    (
      await queryRows(
        h.database.db,
        z.object({ status: z.string(), cancelled_by: z.string().nullable() }),
        sql`select status, cancelled_by from circle_seats where id = ${id}`,
      )
    )[0];

  it("a suspended member's seats to come are cancelled and refunded (whatever the cutoff), waitlists left, the seat offered on", async () => {
    const admin = await staffMember(h);
    const member = await h.member();
    const waiter = await h.member();
    // Tomorrow: past the member's own cancel cutoff, refunded all the same.
    const c = await hostCircle({ seats: 2, fee: 300, title: "Suspension seats", startsAt: inDays(1) });
    const occ = c.occurrences[0]?.id ?? "";
    const seatId = await paidSeat(member, occ);
    await paidSeat(asha, occ);
    expect((await send(waiter, "POST", `/api/circles/occurrences/${occ}/waitlist`)).statusCode).toBe(200);
    // The member also waits in another full meeting.
    const other = await hostCircle({ seats: 2, title: "Suspension waitlist" });
    const occ2 = other.occurrences[0]?.id ?? "";
    await book(ravi, occ2);
    await book(meena, occ2);
    expect((await send(member, "POST", `/api/circles/occurrences/${occ2}/waitlist`)).statusCode).toBe(200);

    const res = await h.post(`/api/admin/members/${member.id}/suspend`, { reason: "Abuse" }, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.built.circles.sweepSuspensions()).toBeGreaterThanOrEqual(1);
    expect(await seatRow(seatId)).toMatchObject({ status: "refunded", cancelled_by: "admin" });
    expect(
      await count(
        sql`select count(*)::int as n from circle_waitlist where member_id = ${member.id} and status in ('waiting', 'offered')`,
      ),
    ).toBe(0);
    // The freed seat went to the person waiting.
    expect((await get(waiter, "/api/circles/waitlist")).json().entries[0]).toMatchObject({ status: "offered" });
    // Nothing left to do: the job is idle.
    expect(await h.built.circles.sweepSuspensions()).toBe(0);
  }, 60_000);

  it("a suspended expert's circles are cancelled at once, every paid seat refunded, everyone told", async () => {
    const admin = await staffMember(h);
    const leaving = await publishedExpert(h, { fullName: "Dev Leaving Circles" });
    const c = await hostCircle({ seats: 4, fee: 400, title: "Leaving host", weeks: 2 }, leaving);
    const occ = c.occurrences[0]?.id ?? "";
    const seatId = await paidSeat(ravi, occ);
    const res = await h.post(
      `/api/admin/experts/${leaving.id}/suspend`,
      { reason: "Licence lapsed" },
      {
        cookie: admin.cookie,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await seatRow(seatId)).toMatchObject({ status: "refunded", cancelled_by: "admin" });
    expect(await count(sql`select count(*)::int as n from circles where id = ${c.id} and status = 'cancelled'`)).toBe(
      1,
    );
    expect(
      await count(
        sql`select count(*)::int as n from circle_occurrences where circle_id = ${c.id} and status = 'cancelled'`,
      ),
    ).toBe(2);
    expect((await noticesOf(ravi)).some((n) => n.data.message?.includes("was cancelled"))).toBe(true);
    expect(await h.built.circles.sweepSuspensions()).toBe(0);
  }, 60_000);

  it("a host suspended as a member: the job cancels their circles with refunds", async () => {
    const admin = await staffMember(h);
    const leaving = await publishedExpert(h, { fullName: "Member Suspended Host" });
    const c = await hostCircle({ seats: 3, fee: 250, title: "Suspended host" }, leaving);
    const seatId = await paidSeat(meena, c.occurrences[0]?.id ?? "");
    const res = await h.post(
      `/api/admin/members/${leaving.id}/suspend`,
      { reason: "Review" },
      { cookie: admin.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.built.circles.sweepSuspensions()).toBeGreaterThanOrEqual(1);
    expect(await seatRow(seatId)).toMatchObject({ status: "refunded", cancelled_by: "admin" });
  }, 60_000);
});
