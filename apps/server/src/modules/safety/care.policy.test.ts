import { describe, expect, it } from "vitest";
import { careDay, checkInDue, checkInsOn, isImminent, needsCheckIn, precisionOf, reviewText } from "./care.policy.ts";

describe("care rules", () => {
  it("imminent is 'method' today and 'imminent' after the levels change; nothing else alerts", () => {
    expect(["method", "imminent"].map(isImminent)).toEqual([true, true]);
    expect(["none", "concern", "risk", "danger", null].map(isImminent)).toEqual([false, false, false, false, false]);
  });

  it("a check-in for risk and imminent, never for concern, danger from someone else or nothing", () => {
    expect(["risk", "method", "imminent"].map(needsCheckIn)).toEqual([true, true, true]);
    expect(["none", "concern", "danger", null].map(needsCheckIn)).toEqual([false, false, false, false]);
  });

  it("is due the next India day at 11:00 IST, whatever the hour of writing", () => {
    // 23:30 IST on 27 Nov (18:00 UTC) → 28 Nov 11:00 IST (05:30 UTC).
    expect(checkInDue(Date.parse("2026-11-27T18:00:00Z"))).toEqual({
      day: "2026-11-28",
      dueAt: new Date("2026-11-28T05:30:00Z"),
    });
    // 00:30 IST on 28 Nov (19:00 UTC on 27 Nov) → 29 Nov.
    expect(checkInDue(Date.parse("2026-11-27T19:00:00Z")).day).toBe("2026-11-29");
    expect(careDay(Date.parse("2026-11-27T19:00:00Z"))).toBe("2026-11-28");
  });

  it("on unless turned off; words only with consent; precision of nothing is 0", () => {
    expect([checkInsOn(null), checkInsOn(true), checkInsOn(false)]).toEqual([true, true, false]);
    expect([reviewText("words", true), reviewText("words", false)]).toEqual(["words", null]);
    expect([precisionOf(3, 4), precisionOf(0, 0)]).toEqual([0.75, 0]);
  });
});
