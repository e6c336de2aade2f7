// A block between a member and a circle's host (either way) closes that host's meetings to the member
// before any hold or payment (decision 042, amended): a seat or a waitlist place is refused exactly as a
// meeting that does not exist, so the refusal never tells anyone they were blocked, and nothing is held.
// Unblocking opens them again.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { circleRequests, inDays, startCirclesCast } from "../../../test/circles-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";

let h: Harness;
let host: Member;
let otherExpert: Member;

beforeAll(async () => {
  ({ h, host, otherExpert } = await startCirclesCast());
}, 180_000);
afterAll(() => h?.close());

const { send, hostCircle, book, count } = circleRequests(() => ({ h, host }));

const block = (by: Member, whom: Member) => h.post(`/api/blocks/${whom.id}`, {}, { cookie: by.cookie });
const unblock = (by: Member, whom: Member) => send(by, "DELETE", `/api/blocks/${whom.id}`);
const wait = (m: Member, occurrenceId: string) => send(m, "POST", `/api/circles/occurrences/${occurrenceId}/waitlist`);
const seatsHeldBy = (m: Member) => count(sql`select count(*)::int as n from circle_seats where member_id = ${m.id}`);
const placesOf = (m: Member) => count(sql`select count(*)::int as n from circle_waitlist where member_id = ${m.id}`);

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
