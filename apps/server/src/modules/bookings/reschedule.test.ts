// Rescheduling: a member moves a confirmed session atomically (no overlap, no second payment),
// until 24 hours before it; races into one slot have one winner; reminders and both people follow.
import { RESCHEDULE_MSG } from "@saathi/contract/reschedule";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import {
  bookAhead,
  HOUR,
  move,
  noticesOf,
  outbox,
  remindersOf,
  slotAfter,
  startIn,
  startOf,
} from "../../../test/reschedule-fixture.ts";

let h: Harness;
let expert: Member;
let other: Member;
let asha: Member;
let ravi: Member;

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Kiran Das" });
  other = await publishedExpert(h, { fullName: "Sunil Mehta" });
  asha = await h.member();
  ravi = await h.member();
});
afterAll(() => h?.close());

const payments = async (bookingId: string) =>
  (await h.database.db.execute(sql`select id from payments where booking_id = ${bookingId}`)).rows.length;

describe("a member moves a confirmed session", () => {
  it("moves it to another free slot: the old slot is free, the new one held, nothing paid again", async () => {
    const { bookingId, startsAt } = await bookAhead(h, asha, expert.id, 40);
    const to = await slotAfter(h, expert.id, 60);
    const res = await move(h, asha, bookingId, to);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bookingId, startsAt: to });
    expect(await startOf(h, bookingId)).toBe(to);
    const free = await slotsOf(h, expert.id);
    expect(free).toContain(startsAt);
    expect(free).not.toContain(to);
    expect(await payments(bookingId)).toBe(1);
    // Both lists show the new time.
    const mine = (await h.app.inject({ url: "/api/bookings", headers: { cookie: asha.cookie } })).json();
    expect(mine.upcoming.find((b: { bookingId: string }) => b.bookingId === bookingId).startsAt).toBe(to);
    const theirs = (await h.app.inject({ url: "/api/expert/bookings", headers: { cookie: expert.cookie } })).json();
    expect(theirs.items.find((b: { bookingId: string }) => b.bookingId === bookingId).startsAt).toBe(to);
  });

  it("moves the reminders with it: each timed reminder is due the same time before the new start", async () => {
    const { bookingId, startsAt } = await bookAhead(h, asha, expert.id, 30);
    const before = await remindersOf(h, bookingId, asha.id);
    expect(before.get("1h")?.due).toBe(Date.parse(startsAt) - HOUR);
    const to = await slotAfter(h, expert.id, 80);
    expect((await move(h, asha, bookingId, to)).statusCode).toBe(200);
    for (const who of [asha.id, expert.id]) {
      const after = await remindersOf(h, bookingId, who);
      expect(after.get("24h")?.due).toBe(Date.parse(to) - 24 * HOUR);
      expect(after.get("1h")?.due).toBe(Date.parse(to) - HOUR);
      expect(after.get("10m")?.due).toBe(Date.parse(to) - 10 * 60_000);
      expect(after.get("1h")?.status).toBe("pending");
    }
  });

  it("tells both people in the app and by email", async () => {
    const { bookingId } = await bookAhead(h, ravi, expert.id, 50);
    const to = await slotAfter(h, expert.id, 100);
    expect((await move(h, ravi, bookingId, to)).statusCode).toBe(200);
    for (const m of [ravi, expert]) {
      const n = (await noticesOf(h, m)).find((x) => x.type === "booking_moved" && x.data.bookingId === bookingId);
      expect(n?.data.message).toMatch(/Your session has moved to/);
      const mail = await outbox(h, m.email);
      expect(mail.some((x) => x.subject === "Your Saathi session has a new time")).toBe(true);
    }
  });

  it("is refused within 24 hours of the start, kindly: the expert can still offer a new time", async () => {
    const { bookingId } = await bookAhead(h, asha, other.id, 30);
    await startIn(h, bookingId, 23);
    const before = await startOf(h, bookingId);
    const res = await move(h, asha, bookingId, await slotAfter(h, other.id, 60));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RESCHEDULE_MSG.tooLate);
    expect(await startOf(h, bookingId)).toBe(before);
  });

  it("two members moving into one slot at once: exactly one wins, the other keeps their time", async () => {
    const a = await bookAhead(h, asha, other.id, 120);
    const r = await bookAhead(h, ravi, other.id, 150);
    const target = await slotAfter(h, other.id, 200);
    const [x, y] = await Promise.all([move(h, asha, a.bookingId, target), move(h, ravi, r.bookingId, target)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const loser = x.statusCode === 409 ? x : y;
    expect(loser.json().message).toBe(RESCHEDULE_MSG.slotTaken);
    const starts = [await startOf(h, a.bookingId), await startOf(h, r.bookingId)];
    expect(starts.filter((s) => s === target)).toHaveLength(1);
    expect(starts).toContain(x.statusCode === 409 ? a.startsAt : r.startsAt);
    const { rows } = await h.database.db.execute(
      sql`select id from bookings where expert_id = ${other.id} and status = 'CONFIRMED' and starts_at = ${target}`,
    );
    expect(rows).toHaveLength(1);
  });

  it("cannot move onto another member's confirmed session (409), and nothing changes", async () => {
    const a = await bookAhead(h, asha, other.id, 220);
    const r = await bookAhead(h, ravi, other.id, 250);
    const res = await move(h, asha, a.bookingId, r.startsAt);
    expect(res.statusCode).toBe(409);
    expect(await startOf(h, a.bookingId)).toBe(a.startsAt);
  });
});

describe("who may move and what input is refused", () => {
  let bookingId: string;
  let startsAt: string;
  beforeAll(async () => {
    ({ bookingId, startsAt } = await bookAhead(h, asha, expert.id, 150));
  });

  it("401 without a session; 404 for another member and for the expert", async () => {
    const to = await slotAfter(h, expert.id, 170);
    expect((await move(h, null, bookingId, to)).statusCode).toBe(401);
    expect((await move(h, ravi, bookingId, to)).statusCode).toBe(404);
    expect((await move(h, expert, bookingId, to)).statusCode).toBe(404);
    expect((await move(h, asha, "00000000-0000-4000-8000-000000000000", to)).statusCode).toBe(404);
    expect(await startOf(h, bookingId)).toBe(startsAt);
  });

  it("400 for a bad instant, the past, the same time, a time off the expert's slots, a bad id", async () => {
    const bad = async (value: unknown) => {
      const res = await move(h, asha, bookingId, value);
      expect(res.statusCode, String(value)).toBe(400);
    };
    await bad("not a time");
    await bad("");
    await bad(12);
    await bad(new Date(Date.now() - 2 * HOUR).toISOString());
    await bad(startsAt);
    await bad(new Date(Date.parse(await slotAfter(h, expert.id, 170)) + 17 * 60_000).toISOString());
    await bad(new Date(Date.now() + 40 * 24 * HOUR).toISOString());
    expect((await move(h, asha, "nope", startsAt)).statusCode).toBe(400);
    expect(await startOf(h, bookingId)).toBe(startsAt);
  });

  it("409 for a cancelled session", async () => {
    const b = await bookAhead(h, ravi, expert.id, 180);
    expect((await h.post(`/api/bookings/${b.bookingId}/cancel`, {}, { cookie: ravi.cookie })).statusCode).toBe(200);
    expect((await move(h, ravi, b.bookingId, await slotAfter(h, expert.id, 190))).statusCode).toBe(409);
  });
});
