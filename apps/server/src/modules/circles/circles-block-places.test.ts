// A block between a member and a circle's host (either way) closes that host's meetings to the member
// before any hold or payment (decision 042, amended): a seat or a waitlist place is refused exactly as a
// meeting that does not exist, so the refusal never tells anyone they were blocked, and nothing is held.
// Unblocking opens them again. A block also ends the member's waitlist places in the host's meetings to
// come, waiting or offered: an offered seat passes to whoever waits next, nobody is told of the block,
// and the minute sweep ends a place a missed event left.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
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

const { get, send, hostCircle, book, count, noticesOf } = circleRequests(() => ({ h, host }));

const block = (by: Member, whom: Member) => h.post(`/api/blocks/${whom.id}`, {}, { cookie: by.cookie });
const unblock = (by: Member, whom: Member) => send(by, "DELETE", `/api/blocks/${whom.id}`);
const wait = (m: Member, occurrenceId: string) => send(m, "POST", `/api/circles/occurrences/${occurrenceId}/waitlist`);
const sweep = () => {
  const job = h.built.periodicJobs.find((j) => j.name === "circles-end-blocked-seats");
  if (!job) throw new Error("no circles-end-blocked-seats job");
  return job.run();
};
/** The status of the member's place in a meeting's waitlist (the latest, when there were several). */
const placeOf = async (m: Member, occurrenceId: string) =>
  (
    await queryRows(
      h.database.db,
      z.object({ status: z.string() }),
      sql`select status from circle_waitlist where member_id = ${m.id} and occurrence_id = ${occurrenceId}
        order by created_at desc limit 1`,
    )
  )[0]?.status ?? null;
const seatsHeldBy = (m: Member) => count(sql`select count(*)::int as n from circle_seats where member_id = ${m.id}`);
const placesOf = (m: Member) => count(sql`select count(*)::int as n from circle_waitlist where member_id = ${m.id}`);
const messagesOf = async (m: Member) => (await noticesOf(m)).map((n) => n.data.message ?? "");

/** A new meeting of the host's with 3 seats, 3 days away (fee ₹0 unless given). */
const meeting = async (title: string, fee = 0) =>
  (await hostCircle({ fee, seats: 3, title, startsAt: inDays(3) })).occurrences[0]?.id ?? "";

/** A meeting of `by`'s with `seats` seats, every one taken by someone else. */
async function fullMeeting(title: string, by: Member = host, seats = 2) {
  const c = await hostCircle({ seats, title, startsAt: inDays(3) }, by);
  const occ = c.occurrences[0]?.id ?? "";
  const takers: { member: Member; seatId: string }[] = [];
  for (let i = 0; i < seats; i++) {
    const member = await h.member();
    const res = await book(member, occ, `Filler ${i}`);
    expect(res.statusCode, res.body).toBe(200);
    takers.push({ member, seatId: res.json().seat.id });
  }
  return { occ, takers };
}

/** A full meeting where `first` holds the offer of a freed seat and `next` waits behind them. */
async function offeredMeeting(title: string, first: Member, next: Member) {
  const { occ, takers } = await fullMeeting(title);
  expect((await wait(first, occ)).statusCode).toBe(200);
  expect((await wait(next, occ)).statusCode).toBe(200);
  const freed = takers[0];
  if (!freed) throw new Error("no seat taken");
  expect((await send(freed.member, "POST", `/api/circles/seats/${freed.seatId}/cancel`)).statusCode).toBe(200);
  expect(await placeOf(first, occ)).toBe("offered");
  expect(await placeOf(next, occ)).toBe("waiting");
  return occ;
}

describe("taking a seat or a waitlist place across a block", () => {
  const directions = [
    ["the member blocked the host", (m: Member) => [m, host] as const],
    ["the host blocked the member", (m: Member) => [host, m] as const],
  ] as const;

  it.each(directions)(
    "%s: refused as a meeting that does not exist, nothing held; unblocked, open again",
    async (_, pair) => {
      const m = await h.member();
      const free = await meeting("Open evenings");
      const paid = await meeting("Paid evenings", 300);
      const { occ: full } = await fullMeeting("Full evenings");
      // The answer for a meeting that does not exist, to compare with.
      const missingSeat = await book(m, randomUUID());
      const missingPlace = await wait(m, randomUUID());
      expect(missingSeat.statusCode).toBe(404);
      expect(missingPlace.statusCode).toBe(404);

      const [by, whom] = pair(m);
      expect((await block(by, whom)).statusCode).toBe(200);

      for (const occ of [free, paid]) {
        const res = await book(m, occ);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual(missingSeat.json());
      }
      const waited = await wait(m, full);
      expect(waited.statusCode, waited.body).toBe(404);
      expect(waited.json()).toEqual(missingPlace.json());
      expect(await seatsHeldBy(m)).toBe(0);
      expect(await placesOf(m)).toBe(0);
      // Another member still books and waits as ever.
      const other = await h.member();
      expect((await book(other, free)).statusCode).toBe(200);
      expect((await wait(other, full)).statusCode).toBe(200);

      expect((await unblock(by, whom)).statusCode).toBe(200);
      const seat = await book(m, free);
      expect(seat.statusCode, seat.body).toBe(200);
      expect(seat.json().seat.status).toBe("confirmed");
      const held = await book(m, paid);
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json().checkout.orderId).toBeTruthy();
      expect((await wait(m, full)).json()).toMatchObject({ status: "waiting", position: 2 });
    },
    120_000,
  );

  it("a block between the member and another expert closes nothing of this host's", async () => {
    const m = await h.member();
    const free = await meeting("Other evenings");
    expect((await block(m, otherExpert)).statusCode).toBe(200);
    expect((await book(m, free)).statusCode).toBe(200);
  }, 60_000);
});

describe("a block ends the member's waitlist places in the host's meetings to come", () => {
  it("a waiting place is left, silently; a place in another expert's meeting stays", async () => {
    const m = await h.member({ displayName: "Nisha Waiting" });
    const { occ } = await fullMeeting("Waiting evenings");
    const { occ: elsewhere } = await fullMeeting("Elsewhere evenings", otherExpert);
    expect((await wait(m, occ)).statusCode).toBe(200);
    expect((await wait(m, elsewhere)).statusCode).toBe(200);
    const before = { m: (await messagesOf(m)).length, host: (await messagesOf(host)).length };

    expect((await block(m, host)).statusCode).toBe(200);

    expect(await placeOf(m, occ)).toBe("left");
    expect(await placeOf(m, elsewhere)).toBe("waiting");
    const mine = (await get(m, "/api/circles/waitlist")).json().entries as { occurrenceId: string }[];
    expect(mine.map((e) => e.occurrenceId)).toEqual([elsewhere]);
    expect((await messagesOf(m)).length).toBe(before.m);
    expect((await messagesOf(host)).length).toBe(before.host);
  }, 120_000);

  it("an offered place is left and its seat offered to the next in line, once; nothing names the block", async () => {
    const m = await h.member({ displayName: "Omar Offered" });
    const next = await h.member();
    const occ = await offeredMeeting("Offered evenings", m, next);
    const before = { m: (await messagesOf(m)).length, next: (await messagesOf(next)).length };

    expect((await block(host, m)).statusCode).toBe(200);

    expect(await placeOf(m, occ)).toBe("left");
    expect(await placeOf(next, occ)).toBe("offered");
    const toNext = await messagesOf(next);
    expect(toNext.length - before.next).toBe(1);
    expect(toNext[0]).toContain("A seat opened");
    expect((await messagesOf(m)).length).toBe(before.m);
    for (const text of toNext) expect(text).not.toMatch(/block|Omar/i);
    // The seat kept for the next in line: they book it.
    expect((await book(next, occ)).statusCode).toBe(200);

    // The event again and the sweep move nothing more.
    expect(await h.built.circles.blockMade({ blockerId: host.id, blockedId: m.id })).toMatchObject({ placesLeft: 0 });
    expect(await sweep()).toMatchObject({ placesLeft: 0 });
    expect((await messagesOf(next)).filter((t) => t.includes("A seat opened"))).toHaveLength(1);
  }, 120_000);
});

describe("the sweep", () => {
  it("ends places a missed event left, passing an offer on; meanwhile the offered seat is refused as not found", async () => {
    const m = await h.member();
    const next = await h.member();
    const occ = await offeredMeeting("Swept evenings", m, next);
    const { occ: waiting } = await fullMeeting("Swept waiting");
    expect((await wait(m, waiting)).statusCode).toBe(200);
    // No event: as after a crash between the block and its reaction.
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${m.id}, ${host.id})`);

    // The offer still stands, but the seat it keeps is not taken across the block (the locked path).
    const missing = await book(m, randomUUID());
    const refused = await book(m, occ);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toEqual(missing.json());
    expect(await seatsHeldBy(m)).toBe(0);

    expect(await sweep()).toMatchObject({ placesLeft: 2, failed: 0 });
    expect(await placeOf(m, occ)).toBe("left");
    expect(await placeOf(m, waiting)).toBe("left");
    expect(await placeOf(next, occ)).toBe("offered");
    expect(await sweep()).toMatchObject({ placesLeft: 0 });
  }, 120_000);

  it("before it runs, a freed seat is never offered to a blocked member: their place is left, the next is offered", async () => {
    const m = await h.member();
    const next = await h.member();
    const { occ, takers } = await fullMeeting("Unswept mornings");
    expect((await wait(m, occ)).statusCode).toBe(200);
    expect((await wait(next, occ)).statusCode).toBe(200);
    // No event: as after a crash between the block and its reaction.
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${host.id}, ${m.id})`);
    const freed = takers[0];
    if (!freed) throw new Error("no seat taken");
    expect((await send(freed.member, "POST", `/api/circles/seats/${freed.seatId}/cancel`)).statusCode).toBe(200);
    expect(await placeOf(m, occ)).toBe("left");
    expect(await placeOf(next, occ)).toBe("offered");
    expect((await messagesOf(m)).filter((t) => t.includes("A seat opened"))).toHaveLength(0);
    expect((await messagesOf(next)).filter((t) => t.includes("A seat opened"))).toHaveLength(1);
    const took = await book(next, occ);
    expect(took.statusCode, took.body).toBe(200);
  }, 120_000);
});
