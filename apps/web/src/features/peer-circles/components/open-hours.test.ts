import { describe, expect, it } from "vitest";
import { openState, windowStart } from "./open-hours.ts";

// 2026-11-29 is a Sunday. 12:00 UTC is 17:30 in India.
const SUNDAY_NOON_UTC = Date.UTC(2026, 10, 29, 12, 0);

describe("a circle's open hours in India time", () => {
  it("is open inside a window of India wall time", () => {
    const state = openState([{ weekday: 0, start: "17:00", end: "18:00" }], SUNDAY_NOON_UTC);
    expect(state.open).toBe(true);
  });

  it("says when it opens next, later the same India day", () => {
    const state = openState([{ weekday: 0, start: "19:00", end: "20:00" }], SUNDAY_NOON_UTC);
    expect(state).toEqual({ open: false, next: Date.UTC(2026, 10, 29, 13, 30) });
  });

  it("rolls a window that ended today to next week", () => {
    const { start } = windowStart({ weekday: 0, start: "09:00", end: "10:00" }, SUNDAY_NOON_UTC);
    expect(start).toBe(Date.UTC(2026, 11, 6, 3, 30));
  });

  it("counts the India weekday, not the UTC one (Monday 01:00 in India is still Sunday in UTC)", () => {
    const sundayEveningUtc = Date.UTC(2026, 10, 29, 19, 45); // Monday 01:15 in India
    expect(openState([{ weekday: 1, start: "01:00", end: "02:00" }], sundayEveningUtc).open).toBe(true);
    expect(openState([{ weekday: 0, start: "01:00", end: "02:00" }], sundayEveningUtc).open).toBe(false);
  });

  it("reads 24:00 as the end of the day", () => {
    expect(openState([{ weekday: 0, start: "17:00", end: "24:00" }], SUNDAY_NOON_UTC).open).toBe(true);
  });

  it("has no next opening without windows", () => {
    expect(openState([], SUNDAY_NOON_UTC)).toEqual({ open: false, next: null });
  });
});
