// A circle seat's money where staff read it: the payouts ledger counts a paid, confirmed seat like a
// session; the admin dashboard counts its money in and its refund out.
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

beforeAll(async () => {
  ({ h, host, asha, ravi } = await startCirclesCast());
}, 180_000);
afterAll(() => h?.close());

const { get, send, hostCircle, book } = circleRequests(() => ({ h, host }));

describe("the payouts ledger", () => {
  it("counts a paid, confirmed seat like a session (its split at capture); a cancelled seat earns nothing", async () => {
    const ledgerHost = await publishedExpert(h, { fullName: "Ledger Host" });
    const startsAt = inDays(6);
    const month = startsAt.slice(0, 7);
    const c = await hostCircle({ fee: 600, startsAt, title: "Ledger circle" }, ledgerHost);
    const occ = c.occurrences[0]?.id ?? "";
    const pay = async (m: Member) => {
      const { seat, checkout } = (await book(m, occ)).json();
      const v = await send(
        m,
        "POST",
        `/api/circles/seats/${seat.id}/verify`,
        await payInSandbox(h, m, checkout.orderId),
      );
      expect(v.statusCode, v.body).toBe(200);
      return seat.id as string;
    };
    const kept = await pay(asha);
    const gone = await pay(ravi);
    expect((await send(ravi, "POST", `/api/circles/seats/${gone}/cancel`)).statusCode).toBe(200);
    const admin = await staffMember(h);
    const res = await get(admin, `/api/admin/payouts/${ledgerHost.id}?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json() as {
      lines: { bookingId: string; gross: number; net: number }[];
      totals: { sessions: number; gross: number };
    };
    expect(ledger.lines.map((l) => l.bookingId)).toEqual([kept]);
    expect(ledger.totals).toMatchObject({ sessions: 1, gross: 60_000 });
    const [split] = await queryRows(
      h.database.db,
      z.object({ earning: z.number() }),
      sql`select earning from circle_seats where id = ${kept}`,
    );
    expect(ledger.lines[0]?.net).toBe(split?.earning);
    const page = (await get(admin, `/api/admin/payouts?month=${month}&pageSize=100`)).json() as {
      rows: { expert: { id: string } }[];
    };
    expect(page.rows.some((r) => r.expert.id === ledgerHost.id)).toBe(true);
  });
});

describe("the admin dashboard", () => {
  it("counts a paid seat's money in and its refund out, like a session's", async () => {
    const admin = await staffMember(h);
    const dashboard = async () => {
      const res = await get(admin, "/api/admin/dashboard");
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { refundsThisWeek: { count: number; paise: number }; revenue: { weekPaise: number } };
    };
    const before = await dashboard();
    const member = await h.member();
    const c = await hostCircle({ seats: 3, fee: 700, title: "Dashboard money" });
    const occ = c.occurrences[0]?.id ?? "";
    const { seat, checkout } = (await book(member, occ)).json();
    const paid = await payInSandbox(h, member, checkout.orderId);
    expect((await send(member, "POST", `/api/circles/seats/${seat.id}/verify`, paid)).statusCode).toBe(200);
    const afterPay = await dashboard();
    expect(afterPay.revenue.weekPaise - before.revenue.weekPaise).toBe(70_000);
    // The member cancels in time: refunded in full; the week's net is back where it was.
    expect((await send(member, "POST", `/api/circles/seats/${seat.id}/cancel`)).statusCode).toBe(200);
    const afterRefund = await dashboard();
    expect(afterRefund.refundsThisWeek.count - before.refundsThisWeek.count).toBe(1);
    expect(afterRefund.refundsThisWeek.paise - before.refundsThisWeek.paise).toBe(70_000);
    expect(afterRefund.revenue.weekPaise).toBe(before.revenue.weekPaise);
  }, 60_000);
});
