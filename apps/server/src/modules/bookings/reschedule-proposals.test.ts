// Rescheduling: the expert proposes a new time (any time before the session), the member
// accepts (the same atomic move, reminders with it) or declines (nothing changes, the expert is told).
import { RESCHEDULE_MSG } from "@saathi/contract/reschedule";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import {
  answer,
  bookAhead,
  HOUR,
  noticesOf,
  outbox,
  propose,
  remindersOf,
  slotAfter,
  startIn,
  startOf,
} from "../../../test/reschedule-fixture.ts";

let h: Harness;
let expert: Member;
let asha: Member;
let ravi: Member;

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Kiran Das" });
  asha = await h.member();
  ravi = await h.member();
});
afterAll(() => h?.close());

const upcomingOf = async (m: Member, bookingId: string) => {
  const list = (await h.app.inject({ url: "/api/bookings", headers: { cookie: m.cookie } })).json();
  return list.upcoming.find((b: { bookingId: string }) => b.bookingId === bookingId);
};

describe("the expert proposes, the member answers", () => {
  it("accept: the session moves to the proposed time, reminders follow, the proposal is done", async () => {
    const { bookingId } = await bookAhead(h, asha, expert.id, 30);
    // Less than 24 hours before: the member could not move it, the expert may still propose.
    await startIn(h, bookingId, 5);
    const to = await slotAfter(h, expert.id, 60);
    const p = await propose(h, expert, bookingId, to);
    expect(p.statusCode).toBe(200);
    const proposal = p.json() as { id: string; status: string; startsAt: string };
    expect(proposal).toMatchObject({ status: "pending", startsAt: to });
    expect((await upcomingOf(asha, bookingId)).proposal).toMatchObject({ id: proposal.id, startsAt: to });
    const told = (await noticesOf(h, asha)).find((n) => n.type === "booking_moved" && n.data.bookingId === bookingId);
    expect(told?.data.message).toMatch(/proposed a new time/);
    expect((await outbox(h, asha.email)).some((m) => m.subject.includes("new time is proposed"))).toBe(true);

    const res = await answer(h, asha, bookingId, proposal.id, "accept");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bookingId, startsAt: to });
    expect(await startOf(h, bookingId)).toBe(to);
    expect((await upcomingOf(asha, bookingId)).proposal).toBeNull();
    expect((await remindersOf(h, bookingId, asha.id)).get("1h")?.due).toBe(Date.parse(to) - HOUR);
    expect(await slotsOf(h, expert.id)).not.toContain(to);
    // Answered once only.
    expect((await answer(h, asha, bookingId, proposal.id, "accept")).statusCode).toBe(409);
    expect((await answer(h, asha, bookingId, proposal.id, "decline")).statusCode).toBe(409);
  });

  it("decline: nothing changes and the expert is told", async () => {
    const { bookingId, startsAt } = await bookAhead(h, ravi, expert.id, 90);
    const to = await slotAfter(h, expert.id, 120);
    const proposal = (await propose(h, expert, bookingId, to)).json() as { id: string };
    const res = await answer(h, ravi, bookingId, proposal.id, "decline");
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("declined");
    expect(await startOf(h, bookingId)).toBe(startsAt);
    expect((await upcomingOf(ravi, bookingId)).proposal).toBeNull();
    const told = (await noticesOf(h, expert)).find(
      (n) => n.type === "booking_moved" && n.data.bookingId === bookingId && /declined/.test(n.data.message ?? ""),
    );
    expect(told).toBeDefined();
    expect((await outbox(h, expert.email)).some((m) => m.subject === "The new time you proposed was declined")).toBe(
      true,
    );
    expect((await answer(h, ravi, bookingId, proposal.id, "accept")).statusCode).toBe(409);
  });

  it("a newer proposal replaces the older one; accepting a taken time is 409 and changes nothing", async () => {
    const a = await bookAhead(h, asha, expert.id, 140);
    const first = (await propose(h, expert, a.bookingId, await slotAfter(h, expert.id, 160))).json() as { id: string };
    const target = await slotAfter(h, expert.id, 170);
    const second = (await propose(h, expert, a.bookingId, target)).json() as { id: string };
    expect((await answer(h, asha, a.bookingId, first.id, "accept")).statusCode).toBe(409);
    // Someone books the proposed time before the member answers.
    await bookAndPay(h, ravi, expert.id, (await slotsOf(h, expert.id)).indexOf(target));
    const res = await answer(h, asha, a.bookingId, second.id, "accept");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RESCHEDULE_MSG.slotTaken);
    expect(await startOf(h, a.bookingId)).toBe(a.startsAt);
    expect((await upcomingOf(asha, a.bookingId)).proposal).toMatchObject({ id: second.id });
  });
});

describe("who may propose and answer", () => {
  let bookingId: string;
  let startsAt: string;
  let pid: string;
  beforeAll(async () => {
    ({ bookingId, startsAt } = await bookAhead(h, asha, expert.id, 200));
    pid = ((await propose(h, expert, bookingId, await slotAfter(h, expert.id, 220))).json() as { id: string }).id;
  });

  it("only the booking's expert proposes: 401 without a session, 404 for the member and others", async () => {
    const to = await slotAfter(h, expert.id, 230);
    expect((await propose(h, null, bookingId, to)).statusCode).toBe(401);
    expect((await propose(h, asha, bookingId, to)).statusCode).toBe(404);
    expect((await propose(h, ravi, bookingId, to)).statusCode).toBe(404);
  });

  it("only the booking's member answers: 401, 404 for the expert and another member", async () => {
    for (const what of ["accept", "decline"] as const) {
      expect((await answer(h, null, bookingId, pid, what)).statusCode).toBe(401);
      expect((await answer(h, expert, bookingId, pid, what)).statusCode).toBe(404);
      expect((await answer(h, ravi, bookingId, pid, what)).statusCode).toBe(404);
      expect((await answer(h, asha, bookingId, "00000000-0000-4000-8000-000000000000", what)).statusCode).toBe(404);
      expect((await answer(h, asha, bookingId, "x", what)).statusCode).toBe(400);
    }
    expect(await startOf(h, bookingId)).toBe(startsAt);
  });

  it("400 for a bad proposed time: not an instant, the past, the same time, off the expert's slots", async () => {
    for (const value of ["soon", "", new Date(Date.now() - HOUR).toISOString(), startsAt]) {
      expect((await propose(h, expert, bookingId, value)).statusCode, String(value)).toBe(400);
    }
    const off = new Date(Date.parse(await slotAfter(h, expert.id, 240)) + 5 * 60_000).toISOString();
    expect((await propose(h, expert, bookingId, off)).statusCode).toBe(400);
  });
});
