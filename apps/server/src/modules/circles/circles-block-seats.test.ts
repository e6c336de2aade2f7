// A block between a member and the host of a circle meeting the member holds a seat in (either way) ends
// the member's seats in that host's meetings still to come (decision 042, amended): cancelled as the
// blocker's own side would, a paid seat refunded in full exactly once (the event, a second block and the
// sweep together), the freed seat gone from the roster. Both are told in the ordinary words, nothing names
// the block, and the host's notice never names the member. A seat with anyone else, or in a meeting
// already under way, is left alone; the sweep ends what a missed event left.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { payInSandbox } from "../../../test/booking-helpers.ts";
import { circleRequests, inDays, startCirclesCast } from "../../../test/circles-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

let h: Harness;
let host: Member;
let otherExpert: Member;

beforeAll(async () => {
  ({ h, host, otherExpert } = await startCirclesCast());
}, 180_000);
afterAll(() => h?.close());

const { get, send, hostCircle, book, noticesOf } = circleRequests(() => ({ h, host }));

const block = (by: Member, whom: Member) => h.post(`/api/blocks/${whom.id}`, {}, { cookie: by.cookie });
const sweep = () => {
  const job = h.built.periodicJobs.find((j) => j.name === "circles-end-blocked-seats");
  if (!job) throw new Error("no circles-end-blocked-seats job");
  return job.run();
};
const seatRow = async (id: string) =>
  (
    await queryRows(
      h.database.db,
      z.object({ status: z.string(), cancelled_by: z.string().nullable() }),
      sql`select status, cancelled_by from circle_seats where id = ${id}`,
    )
  )[0];
/** Refunds the sandbox gateway recorded for a seat's payment. */
const gatewayRefunds = async (seatId: string) =>
  (
    await queryRows(
      h.database.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from sandbox_refunds r
        join circle_seats s on s.gateway_payment_id = r.payment_id where s.id = ${seatId}`,
    )
  )[0]?.n ?? -1;
const roster = async (occurrenceId: string, by: Member = host) => {
  const res = await get(by, `/api/expert/circles/occurrences/${occurrenceId}/seats`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().seats as { nickname: string }[]).map((s) => s.nickname);
};
const messagesOf = async (m: Member) => (await noticesOf(m)).map((n) => n.data.message ?? "");

/** A paid seat in a new meeting of `by`'s (fee ₹300): answers the seat and the meeting. */
async function paidSeat(m: Member, nickname: string, by: Member = host, title = "Quiet evenings") {
  const c = await hostCircle({ fee: 300, title, startsAt: inDays(3) }, by);
  const occ = c.occurrences[0]?.id ?? "";
  const res = await book(m, occ, nickname);
  expect(res.statusCode, res.body).toBe(200);
  const { seat, checkout } = res.json();
  const paid = await payInSandbox(h, m, checkout.orderId);
  expect((await send(m, "POST", `/api/circles/seats/${seat.id}/verify`, paid)).statusCode).toBe(200);
  return { seatId: seat.id as string, occ };
}

describe("a member blocks the host of a meeting they hold a seat in", () => {
  it("the seat is cancelled as the member's own, refunded in full once, gone from the roster; both told, nothing names the block", async () => {
    const asha = await h.member({ displayName: "Asha Blocker" });
    const { seatId, occ } = await paidSeat(asha, "Quiet heron");
    const before = { asha: (await messagesOf(asha)).length, host: (await messagesOf(host)).length };

    const res = await block(asha, host);
    expect(res.statusCode).toBe(200);

    expect(await seatRow(seatId)).toEqual({ status: "refunded", cancelled_by: "member" });
    expect(await gatewayRefunds(seatId)).toBe(1);
    expect(await roster(occ)).not.toContain("Quiet heron");
    const mine = (await get(asha, `/api/circles/seats/${seatId}`)).json();
    expect(mine).toMatchObject({ status: "refunded" });

    const toAsha = await messagesOf(asha);
    expect(toAsha.length - before.asha).toBe(1);
    expect(toAsha[0]).toContain("was cancelled by you");
    const toHost = await messagesOf(host);
    expect(toHost.length - before.host).toBe(1);
    expect(toHost[0]).toContain("A member cancelled their seat");
    for (const text of [...toAsha, ...toHost]) expect(text).not.toMatch(/block/i);
    for (const text of toHost) expect(text).not.toMatch(/Asha|Quiet heron/);

    // Blocking again, the event again and the sweep move nothing twice: one refund, one notice each.
    expect((await block(asha, host)).statusCode).toBe(200);
    expect(await h.built.circles.blockMade({ blockerId: asha.id, blockedId: host.id })).toMatchObject({ cancelled: 0 });
    expect(await sweep()).toMatchObject({ cancelled: 0, released: 0 });
    expect(await gatewayRefunds(seatId)).toBe(1);
    expect((await messagesOf(asha)).length - before.asha).toBe(1);
    expect((await messagesOf(host)).length - before.host).toBe(1);
  }, 120_000);
});

describe("a host blocks a member holding a seat in their meeting", () => {
  it("the seat is cancelled as the host's cancellation, refunded in full once; the member told 'by its host'", async () => {
    const ravi = await h.member({ displayName: "Ravi Blocked" });
    const { seatId, occ } = await paidSeat(ravi, "Still lake");
    const before = { ravi: (await messagesOf(ravi)).length, host: (await messagesOf(host)).length };

    expect((await block(host, ravi)).statusCode).toBe(200);
    // The event's reaction again and the sweep after it: still one refund.
    await h.built.circles.blockMade({ blockerId: host.id, blockedId: ravi.id });
    await sweep();

    expect(await seatRow(seatId)).toEqual({ status: "refunded", cancelled_by: "host" });
    expect(await gatewayRefunds(seatId)).toBe(1);
    expect(await roster(occ)).not.toContain("Still lake");
    const toRavi = await messagesOf(ravi);
    expect(toRavi.length - before.ravi).toBe(1);
    expect(toRavi[0]).toContain("was cancelled by its host");
    expect(toRavi[0]).not.toMatch(/block/i);
    const toHost = await messagesOf(host);
    expect(toHost.length - before.host).toBe(1);
    expect(toHost[0]).toContain("was cancelled by you");
    expect(toHost[0]).not.toMatch(/Ravi|Still lake|block/i);
  }, 120_000);
});

describe("what a block leaves alone", () => {
  it("a block between the member and another expert leaves the member's seat with this host", async () => {
    const meena = await h.member();
    const { seatId, occ } = await paidSeat(meena, "Morning light");
    expect((await block(meena, otherExpert)).statusCode).toBe(200);
    await sweep();
    expect(await seatRow(seatId)).toEqual({ status: "confirmed", cancelled_by: null });
    expect(await gatewayRefunds(seatId)).toBe(0);
    expect(await roster(occ)).toContain("Morning light");
  }, 120_000);

  it("a seat in a meeting already under way is untouched, by the event and by the sweep", async () => {
    const neel = await h.member();
    const { seatId, occ } = await paidSeat(neel, "Late owl");
    await h.database.db.execute(
      sql`update circle_occurrences set starts_at = now() - interval '10 minutes', ends_at = now() + interval '50 minutes'
        where id = ${occ}`,
    );
    expect((await block(neel, host)).statusCode).toBe(200);
    await sweep();
    expect(await seatRow(seatId)).toEqual({ status: "confirmed", cancelled_by: null });
    expect(await gatewayRefunds(seatId)).toBe(0);
  }, 120_000);
});

describe("a member's own cancellation", () => {
  it("tells the host in the same words a block's does, naming no one", async () => {
    const isha = await h.member({ displayName: "Isha Leaving" });
    const { seatId } = await paidSeat(isha, "Soft rain");
    const before = (await messagesOf(host)).length;
    expect((await send(isha, "POST", `/api/circles/seats/${seatId}/cancel`)).statusCode).toBe(200);
    const toHost = await messagesOf(host);
    expect(toHost.length - before).toBe(1);
    expect(toHost[0]).toContain("A member cancelled their seat");
    expect(toHost[0]).not.toMatch(/Isha|Soft rain/);
  }, 120_000);
});

describe("the sweep", () => {
  it("ends a seat a missed event left (a block written without its event), refunded once; a free seat simply ends", async () => {
    const tara = await h.member();
    const { seatId } = await paidSeat(tara, "Open sky");
    const free = await hostCircle({ fee: 0, title: "Free evenings", startsAt: inDays(4) });
    const freeOcc = free.occurrences[0]?.id ?? "";
    const freeRes = await book(tara, freeOcc, "Open sky");
    expect(freeRes.statusCode, freeRes.body).toBe(200);
    const freeSeatId = freeRes.json().seat.id as string;
    // No event: as after a crash between the block and its reaction.
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${host.id}, ${tara.id})`);

    expect(await sweep()).toMatchObject({ cancelled: 2, failed: 0 });
    expect(await seatRow(seatId)).toEqual({ status: "refunded", cancelled_by: "host" });
    expect(await seatRow(freeSeatId)).toEqual({ status: "cancelled", cancelled_by: "host" });
    expect(await gatewayRefunds(seatId)).toBe(1);
    expect(await sweep()).toMatchObject({ cancelled: 0 });
    expect(await gatewayRefunds(seatId)).toBe(1);
  }, 120_000);

  it("a seat still held for payment ends, and the meeting's seat is free again", async () => {
    const uma = await h.member();
    const c = await hostCircle({ fee: 300, seats: 2, title: "Held evenings", startsAt: inDays(3) });
    const occ = c.occurrences[0]?.id ?? "";
    const res = await book(uma, occ, "Held owl");
    expect(res.statusCode, res.body).toBe(200);
    const seatId = res.json().seat.id as string;
    expect(await h.built.circles.seatsLeft(occ)).toBe(1);
    expect((await block(uma, host)).statusCode).toBe(200);
    expect(await seatRow(seatId)).toEqual({ status: "expired", cancelled_by: "member" });
    expect(await h.built.circles.seatsLeft(occ)).toBe(2);
  }, 120_000);
});
