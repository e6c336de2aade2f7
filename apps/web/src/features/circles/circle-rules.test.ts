import { CIRCLE_MSG } from "@saathi/contract/circles";
import { describe, expect, it } from "vitest";
import {
  availability,
  type CircleDraft,
  checkDraft,
  localStartIso,
  meetingWhen,
  nextMeeting,
  roomOpen,
  timeWindow,
} from "./circle-rules.ts";

const NOW = Date.parse("2026-11-29T10:00:30.000Z");
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** 'yyyy-mm-dd' and 'hh:mm' of an instant in this process's zone (what the date and time inputs hold). */
const inputs = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`,
    time: `${p(d.getHours())}:${p(d.getMinutes())}`,
  };
};

const draft = (over: Partial<CircleDraft> = {}): CircleDraft => ({
  title: "Exam stress, together",
  topic: "exam_stress",
  language: "English",
  ...inputs(NOW + 72 * HOUR),
  repeat: "once",
  weeks: "4",
  minutes: "60",
  seats: "8",
  fee: "300",
  groundRules: "What is said here stays here.",
  ...over,
});

describe("the directory's time filter", () => {
  it("any time sends no window; a week and a month start now, on a whole minute", () => {
    expect(timeWindow("any", NOW)).toEqual({});
    expect(timeWindow("week", NOW)).toEqual({ from: "2026-11-29T10:00:00.000Z", to: "2026-12-06T10:00:00.000Z" });
    expect(timeWindow("month", NOW).to).toBe("2026-12-29T10:00:00.000Z");
  });

  it("the same minute gives the same window (the query key stays put)", () => {
    expect(timeWindow("week", NOW + 20_000)).toEqual(timeWindow("week", NOW));
  });
});

describe("a date and a time typed by the host", () => {
  it("become the instant of that wall time in the browser's zone", () => {
    const at = NOW + 5 * 24 * HOUR;
    const { date, time } = inputs(at);
    expect(localStartIso(date, time)).toBe(iso(Math.floor(at / 60_000) * 60_000));
  });

  it("answer null for a missing or impossible date or time", () => {
    expect(localStartIso("", "18:00")).toBeNull();
    expect(localStartIso("2026-12-01", "")).toBeNull();
    expect(localStartIso("2026-02-30", "18:00")).toBeNull();
    expect(localStartIso("01/12/2026", "18:00")).toBeNull();
  });
});

describe("what a meeting's seats say", () => {
  const meeting = { status: "scheduled" as const, seatsLeft: 3, startsAt: iso(NOW + HOUR) };
  it("seats left, full (join the waitlist), or not taking seats", () => {
    expect(availability(meeting, NOW)).toEqual({ kind: "open", left: 3 });
    expect(availability({ ...meeting, seatsLeft: 0 }, NOW)).toEqual({ kind: "full" });
    expect(availability({ ...meeting, status: "cancelled" }, NOW)).toEqual({ kind: "closed" });
    expect(availability({ ...meeting, startsAt: iso(NOW - 1) }, NOW)).toEqual({ kind: "closed" });
  });

  it("the next meeting skips cancelled ones", () => {
    const o = (id: string, status: "scheduled" | "cancelled") => ({
      id,
      status,
      startsAt: "",
      endsAt: "",
      seats: 8,
      seatsLeft: 8,
      waiting: 0,
    });
    expect(nextMeeting({ occurrences: [o("a", "cancelled"), o("b", "scheduled")] })?.id).toBe("b");
    expect(nextMeeting({ occurrences: [o("a", "cancelled")] })).toBeNull();
  });
});

describe("the room's door", () => {
  const seat = { status: "confirmed" as const, startsAt: iso(NOW + 30 * 60_000), endsAt: iso(NOW + 90 * 60_000) };
  it("opens 10 minutes before a confirmed seat's meeting and closes at its end", () => {
    expect(roomOpen(seat, NOW)).toBe(false);
    expect(roomOpen(seat, NOW + 20 * 60_000)).toBe(true);
    expect(roomOpen(seat, NOW + 89 * 60_000)).toBe(true);
    expect(roomOpen(seat, NOW + 90 * 60_000)).toBe(false);
  });
  it("never for a seat that is not confirmed", () => {
    expect(roomOpen({ ...seat, status: "held" }, NOW + 20 * 60_000)).toBe(false);
    expect(roomOpen({ ...seat, status: "refunded" }, NOW + 20 * 60_000)).toBe(false);
  });
});

describe("the host's form", () => {
  it("a good draft becomes the request body (rupees, one meeting)", () => {
    const out = checkDraft(draft(), NOW);
    expect(out.ok).toBe(true);
    if (out.ok)
      expect(out.body).toMatchObject({
        topic: "exam_stress",
        minutes: 60,
        seats: 8,
        fee: 300,
        weeks: 1,
        language: "English",
      });
  });

  it("a weekly series sends its weeks", () => {
    const out = checkDraft(draft({ repeat: "weekly", weeks: "6" }), NOW);
    expect(out.ok && out.body.weeks).toBe(6);
  });

  it("says what is wrong with each field, in the contract's words", () => {
    const out = checkDraft(
      draft({ title: " ", topic: "", language: "", date: "", seats: "13", fee: "12.5", minutes: "30" }),
      NOW,
    );
    expect(out.ok).toBe(false);
    if (!out.ok)
      expect(out.errors).toEqual({
        title: CIRCLE_MSG.titleRequired,
        topic: CIRCLE_MSG.topicInvalid,
        language: CIRCLE_MSG.languageInvalid,
        date: CIRCLE_MSG.startsInvalid,
        seats: CIRCLE_MSG.seatsInvalid,
        fee: CIRCLE_MSG.feeInvalid,
        minutes: CIRCLE_MSG.minutesInvalid,
      });
  });

  it("refuses a start in the past or beyond six months, one weekly meeting, and a fee above the limit", () => {
    const past = checkDraft(draft(inputs(NOW - HOUR)), NOW);
    expect(!past.ok && past.errors.date).toBe(CIRCLE_MSG.startsInvalid);
    const far = checkDraft(draft(inputs(NOW + 200 * 24 * HOUR)), NOW);
    expect(!far.ok && far.errors.date).toBe(CIRCLE_MSG.startsInvalid);
    const oneWeek = checkDraft(draft({ repeat: "weekly", weeks: "1" }), NOW);
    expect(!oneWeek.ok && oneWeek.errors.weeks).toBe(CIRCLE_MSG.weeksInvalid);
    const dear = checkDraft(draft({ fee: "5001" }), NOW);
    expect(!dear.ok && dear.errors.fee).toBe(CIRCLE_MSG.feeTooHigh);
    const empty = checkDraft(draft({ fee: "" }), NOW);
    expect(!empty.ok && empty.errors.fee).toBe(CIRCLE_MSG.feeInvalid);
  });
});

describe("a meeting's time", () => {
  it("reads as the day, the start and the end, in the language shown", () => {
    const when = meetingWhen("2026-12-07T12:30:00.000Z", "2026-12-07T13:30:00.000Z", "en", "Asia/Kolkata");
    expect(when).toMatch(/Mon, 7 Dec/);
    expect(when).toMatch(/6:00\s?pm – 7:00\s?pm/);
    expect(meetingWhen("2026-12-07T12:30:00.000Z", "2026-12-07T13:30:00.000Z", "hi", "Asia/Kolkata")).toMatch(/सोम/);
  });
});
