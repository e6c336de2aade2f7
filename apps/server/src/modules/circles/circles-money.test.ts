// A circle seat's money where staff read it: the payouts ledger counts a paid, confirmed seat like a
// session; the admin dashboard counts its money in and its refund out.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { staffMember } from "../../../test/admin-helpers.ts";
import { bookAndPay, payInSandbox } from "../../../test/booking-helpers.ts";
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

describe("the expert's money panel", () => {
  type Panel = {
    totals: { sessions: number; gross: number; tax: number; commission: number; refunds: number; net: number };
    sessions: { count: number; gross: number; net: number };
    circleSeats: { count: number; gross: number; net: number };
    refundedSeats: { count: number; paise: number };
    lines: { id: string; kind: string; gross: number; net: number }[];
    paid: boolean;
  };
  const panel = async (m: Member | null, month: string) => {
    const res = await get(m, `/api/expert/money?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Panel;
  };

  it("counts paid circle seats like sessions, shows seats given back, and agrees with the payouts ledger and the seat rows", async () => {
    const moneyHost = await publishedExpert(h, { fullName: "Panel Host" });
    const startsAt = inDays(8);
    const month = startsAt.slice(0, 7);
    const c = await hostCircle({ fee: 500, seats: 4, startsAt, title: "Panel circle" }, moneyHost);
    const occ = c.occurrences[0]?.id ?? "";
    const pay = async (m: Member) => {
      const { seat, checkout } = (await book(m, occ)).json();
      const paid = await payInSandbox(h, m, checkout.orderId);
      expect((await send(m, "POST", `/api/circles/seats/${seat.id}/verify`, paid)).statusCode).toBe(200);
      return seat.id as string;
    };
    const kept = [await pay(asha), await pay(ravi)];
    const third = await h.member();
    const gone = await pay(third);
    expect((await send(third, "POST", `/api/circles/seats/${gone}/cancel`)).statusCode).toBe(200);
    // A session of the same expert, in whatever month its first free slot falls.
    const session = await bookAndPay(h, await h.member(), moneyHost.id);
    const sessionMonth = new Date(Date.parse(session.startsAt) + 330 * 60_000).toISOString().slice(0, 7);

    const p = await panel(moneyHost, month);
    const seatLines = p.lines.filter((l) => l.kind === "circle_seat");
    expect(seatLines.map((l) => l.id).sort()).toEqual([...kept].sort());
    // The seat rows are the ledger: gross is what members paid, net the earning split at capture.
    const [rows] = await queryRows(
      h.database.db,
      z.object({ gross: z.number(), net: z.number() }),
      sql`select sum(amount)::int as gross, sum(earning)::int as net from circle_seats
        where id = any(${`{${kept.join(",")}}`}::uuid[])`,
    );
    expect(p.circleSeats).toEqual({ count: 2, gross: 100_000, net: rows?.net });
    expect(rows?.gross).toBe(100_000);
    expect(p.refundedSeats).toEqual({ count: 1, paise: 50_000 });
    expect(p.paid).toBe(false);

    // The panel and the payouts ledger agree to the paisa, for every month shown.
    const admin = await staffMember(h);
    for (const m of new Set([month, sessionMonth])) {
      const mine = await panel(moneyHost, m);
      const ledger = (await get(admin, `/api/admin/payouts/${moneyHost.id}?month=${m}`)).json() as {
        totals: Panel["totals"];
        lines: { bookingId: string; net: number }[];
      };
      expect(mine.totals).toEqual(ledger.totals);
      expect(mine.lines.map((l) => [l.id, l.net])).toEqual(ledger.lines.map((l) => [l.bookingId, l.net]));
      expect(mine.sessions.count + mine.circleSeats.count).toBe(ledger.totals.sessions);
    }
    const withSession = await panel(moneyHost, sessionMonth);
    expect(withSession.lines.find((l) => l.id === session.bookingId)?.kind).toBe("session");
    expect(withSession.sessions.count).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it("is the signed-in expert's own: another expert sees none of it; a member 403, a visitor 401, a bad month 400", async () => {
    const month = inDays(8).slice(0, 7);
    expect((await panel(host, month)).lines.every((l) => l.kind === "circle_seat" || l.kind === "session")).toBe(true);
    const stranger = await publishedExpert(h, { fullName: "Other Panel" });
    expect((await panel(stranger, month)).lines).toEqual([]);
    const member = await get(asha, `/api/expert/money?month=${month}`);
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe("NOT_AN_EXPERT");
    expect((await get(null, `/api/expert/money?month=${month}`)).statusCode).toBe(401);
    for (const bad of ["2026-13", "nope", ""]) {
      const res = await get(host, `/api/expert/money?month=${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  }, 60_000);
});
