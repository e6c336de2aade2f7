import { describe, expect, it } from "vitest";
import {
  completeRefusal,
  dayBefore,
  localDate,
  localHour,
  ownsRun,
  progressOf,
  reminderDueFor,
  streakOf,
} from "./challenges.policy.ts";

describe("challenge rules", () => {
  it("reads calendar dates and hours in the member's zone", () => {
    const t = new Date("2026-11-02T18:35:00Z");
    expect(localDate(t, "Asia/Kolkata")).toBe("2026-11-03");
    expect(localDate(t, "America/Los_Angeles")).toBe("2026-11-02");
    expect(localHour(t, "Asia/Kolkata")).toBe(0);
    expect(localHour(new Date("2026-11-02T18:29:00Z"), "Asia/Kolkata")).toBe(23);
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
  });

  it("counts the streak of consecutive days ending today or yesterday", () => {
    expect(streakOf([], "2026-11-05")).toBe(0);
    expect(streakOf(["2026-11-03", "2026-11-04", "2026-11-05"], "2026-11-05")).toBe(3);
    expect(streakOf(["2026-11-03", "2026-11-04"], "2026-11-05")).toBe(2);
    expect(streakOf(["2026-11-01", "2026-11-03"], "2026-11-05")).toBe(0);
    expect(streakOf(["2026-10-31", "2026-11-01"], "2026-11-01")).toBe(2);
  });

  it("opens day 1 at once, then one day per calendar day, in order", () => {
    const tz = "Asia/Kolkata";
    const now = new Date("2026-11-03T06:00:00Z");
    expect(progressOf(now, tz, [])).toMatchObject({ completed: 0, nextDay: 1, nextDayOpen: true });
    const doneToday = progressOf(now, tz, [{ day: 1, localDate: "2026-11-03" }]);
    expect(doneToday).toMatchObject({ nextDay: 2, nextDayOpen: false, streak: 1 });
    expect(completeRefusal(doneToday, 2)).toBe("opensTomorrow");
    expect(completeRefusal(doneToday, 1)).toBe("alreadyDone");
    expect(completeRefusal(doneToday, 3)).toBe("notInOrder");
    const doneYesterday = progressOf(now, tz, [{ day: 1, localDate: "2026-11-02" }]);
    expect(completeRefusal(doneYesterday, 2)).toBeNull();
    const all = [1, 2, 3, 4, 5].map((day) => ({ day, localDate: `2026-11-0${day}` }));
    const finished = progressOf(now, tz, all);
    expect(finished).toMatchObject({ nextDay: null, nextDayOpen: false, completed: 5 });
    expect(completeRefusal(finished, 5)).toBe("finished");
  });

  it("reminds about the next day once, from 9 in the morning of a later day", () => {
    const tz = "Asia/Kolkata";
    const run = { completed: 1, lastLocalDate: "2026-12-01", remindedDay: 0, finished: false };
    expect(reminderDueFor(new Date("2026-12-01T18:00:00Z"), tz, run)).toBeNull();
    expect(reminderDueFor(new Date("2026-12-02T03:00:00Z"), tz, run)).toBeNull();
    expect(reminderDueFor(new Date("2026-12-02T03:40:00Z"), tz, run)).toBe(2);
    expect(reminderDueFor(new Date("2026-12-02T03:40:00Z"), tz, { ...run, remindedDay: 2 })).toBeNull();
    expect(reminderDueFor(new Date("2026-12-02T03:40:00Z"), tz, { ...run, completed: 0 })).toBeNull();
    expect(reminderDueFor(new Date("2026-12-09T03:40:00Z"), tz, { ...run, completed: 5 })).toBeNull();
    expect(ownsRun("me", { userId: "me" })).toBe(true);
    expect(ownsRun("me", { userId: "other" })).toBe(false);
  });
});
