// Decision 033: an expert's own weekly hours and time off after onboarding. Only the expert reads or
// changes them; time off leaves the public slots at once; a change that would leave a confirmed
// session outside the availability is refused with that session until the expert keeps it on purpose.
import { AVAILABILITY_MSG } from "@saathi/contract/availability";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert, validProfile } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { bookAhead, propose, slotAfter } from "../../../test/reschedule-fixture.ts";
import { createExportCollectorsRepository } from "../data-export/export-collectors.repository.ts";

let h: Harness;
let expert: Member;
let otherExpert: Member;
let member: Member;

const ZONE = "Asia/Kolkata";
const DAY = 86_400_000;
/** The Kolkata date (YYYY-MM-DD) of an instant. */
const dateIn = (at: number | string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(at),
  );
const today = () => dateIn(Date.now());
const daysAhead = (n: number) => dateIn(Date.now() + n * DAY);

const call = (m: Member | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: m ? { cookie: m.cookie } : {}, ...(payload ? { payload } : {}) });
const addTimeOff = (m: Member | null, body: object) => call(m, "POST", "/api/expert/availability/time-off", body);
const mine = async (m: Member) => (await call(m, "GET", "/api/expert/availability")).json();

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Kiran Das" });
  otherExpert = await publishedExpert(h, { fullName: "Meera Rao" });
  member = await h.member();
}, 120_000);
afterAll(() => h?.close());

describe("who may read and change availability", () => {
  it("visitor 401, member 403, another expert never sees or removes mine, the expert may", async () => {
    const range = { startDate: daysAhead(200), endDate: daysAhead(201), reason: "Sister's wedding" };
    const own = await addTimeOff(expert, range);
    expect(own.statusCode).toBe(200);
    const id = own.json().id as string;

    expect((await call(null, "GET", "/api/expert/availability")).statusCode).toBe(401);
    expect((await addTimeOff(null, range)).statusCode).toBe(401);
    expect((await call(null, "DELETE", `/api/expert/availability/time-off/${id}`)).statusCode).toBe(401);

    const asMember = await call(member, "GET", "/api/expert/availability");
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe(AVAILABILITY_MSG.notExpert);
    expect((await addTimeOff(member, range)).statusCode).toBe(403);
    expect(
      (
        await call(member, "PUT", "/api/expert/availability/schedule", {
          weeklySchedule: validProfile().weeklySchedule,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(member, "DELETE", `/api/expert/availability/time-off/${id}`)).statusCode).toBe(403);

    // Another expert reads only their own, and cannot remove mine (404: nobody learns it exists).
    const theirs = await mine(otherExpert);
    expect(theirs.timeOff).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain("wedding");
    expect((await call(otherExpert, "DELETE", `/api/expert/availability/time-off/${id}`)).statusCode).toBe(404);

    const me = await mine(expert);
    expect(me.timezone).toBe(ZONE);
    expect(me.weeklySchedule).toHaveLength(7);
    expect(me.timeOff).toEqual([{ id, ...range }]);
    // The reason is the expert's alone: no public answer carries it.
    const detail = await call(member, "GET", `/api/experts/${expert.id}`);
    expect(detail.body).not.toContain("wedding");

    // The expert's own data export carries their time off and its reason; erasure cascades from the user.
    const exported = await createExportCollectorsRepository(h.database.db).profile(expert.id);
    expect(JSON.stringify(exported.expertTimeOff)).toContain("Sister's wedding");
    expect(exported.expertWeeklySchedule).toHaveLength(7);

    expect((await call(expert, "DELETE", `/api/expert/availability/time-off/${id}`)).statusCode).toBe(200);
    expect((await mine(expert)).timeOff).toEqual([]);
    expect((await call(expert, "DELETE", `/api/expert/availability/time-off/${id}`)).statusCode).toBe(404);
  }, 60_000);
});

describe("bad input is refused with a clear 400", () => {
  const cases: [string, object, string][] = [
    ["end before start", { startDate: daysAhead(20), endDate: daysAhead(19) }, AVAILABILITY_MSG.endBeforeStart],
    ["a past range", { startDate: daysAhead(-3), endDate: daysAhead(-1) }, AVAILABILITY_MSG.past],
    ["longer than 90 days", { startDate: daysAhead(20), endDate: daysAhead(20 + 90) }, AVAILABILITY_MSG.tooLong],
    ["more than a year ahead", { startDate: daysAhead(400), endDate: daysAhead(401) }, AVAILABILITY_MSG.tooFar],
    ["a date that does not exist", { startDate: "2027-02-30", endDate: "2027-03-01" }, AVAILABILITY_MSG.dateFormat],
    ["not a date", { startDate: "next week", endDate: daysAhead(3) }, AVAILABILITY_MSG.dateFormat],
    [
      "a reason on two lines",
      { startDate: daysAhead(20), endDate: daysAhead(21), reason: "a\nb" },
      AVAILABILITY_MSG.reasonCharacters,
    ],
    [
      "a reason with a direction override",
      { startDate: daysAhead(20), endDate: daysAhead(21), reason: "a\u202Eb" },
      AVAILABILITY_MSG.reasonCharacters,
    ],
    [
      "a reason too long",
      { startDate: daysAhead(20), endDate: daysAhead(21), reason: "x".repeat(201) },
      AVAILABILITY_MSG.reasonTooLong,
    ],
  ];
  for (const [what, body, message] of cases)
    it(what, async () => {
      const res = await addTimeOff(expert, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });

  it("a control character anywhere: 400, never 5xx", async () => {
    const res = await addTimeOff(expert, { startDate: daysAhead(20), endDate: daysAhead(21), reason: "a\u0007b" });
    expect(res.statusCode).toBe(400);
  });

  it("overlapping ranges", async () => {
    expect((await addTimeOff(expert, { startDate: daysAhead(30), endDate: daysAhead(33) })).statusCode).toBe(200);
    for (const [s, e] of [
      [30, 30],
      [28, 30],
      [33, 40],
      [31, 32],
      [25, 45],
    ] as const) {
      const res = await addTimeOff(expert, { startDate: daysAhead(s), endDate: daysAhead(e) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("TIME_OFF_OVERLAPS");
      expect(res.json().message).toBe(
        `This overlaps time off you already have (${daysAhead(30)} to ${daysAhead(33)}).`,
      );
    }
    expect((await addTimeOff(expert, { startDate: daysAhead(34), endDate: daysAhead(35) })).statusCode).toBe(200);
  });

  it("a weekly row that ends before it starts, or an empty schedule", async () => {
    const bad = [{ weekday: 1, startTime: "14:00", endTime: "10:00", timezone: ZONE }];
    expect((await call(expert, "PUT", "/api/expert/availability/schedule", { weeklySchedule: bad })).statusCode).toBe(
      400,
    );
    expect((await call(expert, "PUT", "/api/expert/availability/schedule", { weeklySchedule: [] })).statusCode).toBe(
      400,
    );
  });
});

describe("free slots leave time off out, at once", () => {
  it("days off disappear from the slot picker and the directory's next slot; they cannot be booked", async () => {
    const before = await slotsOf(h, otherExpert.id);
    const onDay = (d: string) => before.filter((s) => dateIn(s) === d);
    expect(onDay(daysAhead(3)).length).toBeGreaterThan(0);
    const directory = async () => {
      const list = (await call(null, "GET", "/api/experts?pageSize=50")).json();
      return list.items.find((c: { expertId: string }) => c.expertId === otherExpert.id)?.nextAvailableSlot as
        | string
        | null;
    };
    const firstBefore = await directory();
    // Slots run 00:00-23:00 every day: the first is today or, late in the evening, tomorrow.
    expect([today(), daysAhead(1)]).toContain(firstBefore && dateIn(firstBefore));

    // Today to three days ahead off (the visitors' cached directory answer must change at once).
    const res = await addTimeOff(otherExpert, { startDate: today(), endDate: daysAhead(3), reason: "Diwali" });
    expect(res.statusCode).toBe(200);
    const after = await slotsOf(h, otherExpert.id);
    for (const d of [today(), daysAhead(1), daysAhead(2), daysAhead(3)])
      expect(after.filter((s) => dateIn(s) === d)).toEqual([]);
    expect(after.filter((s) => dateIn(s) === daysAhead(4)).length).toBeGreaterThan(0);
    const firstAfter = await directory();
    expect(firstAfter && dateIn(firstAfter)).toBe(daysAhead(4));

    // The hour was offered before; now it is not, for booking as for a proposal.
    const gone = onDay(daysAhead(3))[0] as string;
    const booking = await createBooking(h, member, { expertId: otherExpert.id, startsAt: gone });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().code).toBe("SLOT_UNAVAILABLE");

    const id = res.json().id as string;
    await call(otherExpert, "DELETE", `/api/expert/availability/time-off/${id}`);
    expect((await slotsOf(h, otherExpert.id)).filter((s) => dateIn(s) === daysAhead(3)).length).toBeGreaterThan(0);
  }, 60_000);
});

describe("booked sessions are protected", () => {
  it("time off on a booked day: refused with the session, saved only when the expert keeps it; nothing is cancelled", async () => {
    const { bookingId } = await bookAhead(h, member, expert.id, 50);
    const booked = (await h.app.inject({ url: "/api/bookings", headers: { cookie: member.cookie } }))
      .json()
      .upcoming.find((b: { bookingId: string }) => b.bookingId === bookingId);
    const day = dateIn(booked.startsAt);
    const range = { startDate: day, endDate: day, reason: "Leave" };

    const check = await call(expert, "POST", "/api/expert/availability/check", { timeOff: range });
    expect(check.statusCode).toBe(200);
    expect(check.json().sessions).toEqual([
      expect.objectContaining({
        bookingId,
        startsAt: booked.startsAt,
        proposalPending: false,
        memberName: expect.any(String),
      }),
    ]);

    const refused = await addTimeOff(expert, range);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "STRANDED_SESSIONS", message: AVAILABILITY_MSG.stranded });
    expect(refused.json().sessions.map((s: { bookingId: string }) => s.bookingId)).toEqual([bookingId]);
    expect((await mine(expert)).timeOff.some((t: { startDate: string }) => t.startDate === day)).toBe(false);

    const kept = await addTimeOff(expert, { ...range, keepSessions: [bookingId] });
    expect(kept.statusCode).toBe(200);
    const now = await mine(expert);
    expect(now.stranded.map((s: { bookingId: string }) => s.bookingId)).toEqual([bookingId]);
    const still = (await h.app.inject({ url: "/api/bookings", headers: { cookie: member.cookie } }))
      .json()
      .upcoming.find((b: { bookingId: string }) => b.bookingId === bookingId);
    expect(still?.status).toBe("CONFIRMED");

    // The expert proposes a new time for it; the list says so.
    const to = await slotAfter(h, expert.id, 100);
    expect((await propose(h, expert, bookingId, to)).statusCode).toBe(200);
    expect((await mine(expert)).stranded[0]).toMatchObject({ bookingId, proposalPending: true });
  }, 120_000);

  it("weekly hours without a booked session's day: refused with it, saved when kept; its hours leave the slots", async () => {
    const { bookingId } = await bookAhead(h, member, otherExpert.id, 30);
    const booked = (await h.app.inject({ url: "/api/bookings", headers: { cookie: member.cookie } }))
      .json()
      .upcoming.find((b: { bookingId: string }) => b.bookingId === bookingId);
    const weekday = new Date(`${dateIn(booked.startsAt)}T00:00:00Z`).getUTCDay();
    const weeklySchedule = validProfile().weeklySchedule.filter((r) => r.weekday !== weekday);

    const refused = await call(otherExpert, "PUT", "/api/expert/availability/schedule", { weeklySchedule });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().sessions).toEqual([expect.objectContaining({ bookingId, startsAt: booked.startsAt })]);
    expect((await mine(otherExpert)).weeklySchedule).toHaveLength(7);

    // A session booked by someone else after the expert looked is not kept by an old list.
    const saved = await call(otherExpert, "PUT", "/api/expert/availability/schedule", {
      weeklySchedule,
      keepSessions: [bookingId],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().weeklySchedule).toHaveLength(6);
    expect(saved.json().stranded.map((s: { bookingId: string }) => s.bookingId)).toEqual([bookingId]);
    const slots = await slotsOf(h, otherExpert.id);
    expect(slots.some((s) => new Date(`${dateIn(s)}T00:00:00Z`).getUTCDay() === weekday)).toBe(false);
  }, 120_000);
});
