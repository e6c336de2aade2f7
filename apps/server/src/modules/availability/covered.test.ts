// Decision 033: which booked sessions lie inside an expert's weekly hours and outside their time off.
import { describe, expect, it } from "vitest";
import { dayCount, daysInterval, isCovered } from "./covered.ts";

const HOUR = 3_600_000;
const rows = [{ weekday: 1, startTime: "09:00", endTime: "12:00", timezone: "Asia/Kolkata" }];
// Monday 5 January 2026, 09:00 in Kolkata = 03:30 UTC.
const monday9 = Date.UTC(2026, 0, 5, 3, 30);

describe("isCovered", () => {
  it("a session inside the Monday hours is covered; one hanging past the end or on Tuesday is not", () => {
    expect(isCovered(rows, [], { start: monday9, end: monday9 + HOUR })).toBe(true);
    expect(isCovered(rows, [], { start: monday9 + 2 * HOUR, end: monday9 + 3 * HOUR })).toBe(true);
    expect(isCovered(rows, [], { start: monday9 + 2.5 * HOUR, end: monday9 + 3.5 * HOUR })).toBe(false);
    expect(isCovered(rows, [], { start: monday9 - HOUR, end: monday9 })).toBe(false);
    expect(isCovered(rows, [], { start: monday9 + 24 * HOUR, end: monday9 + 25 * HOUR })).toBe(false);
  });
  it("a day off in the expert's zone takes the whole local day, not the UTC one", () => {
    const off = daysInterval({ startDate: "2026-01-05", endDate: "2026-01-05" }, "Asia/Kolkata");
    expect(off).toEqual({ start: Date.UTC(2026, 0, 4, 18, 30), end: Date.UTC(2026, 0, 5, 18, 30) });
    expect(isCovered(rows, [off], { start: monday9, end: monday9 + HOUR })).toBe(false);
    const sunday = daysInterval({ startDate: "2026-01-04", endDate: "2026-01-04" }, "Asia/Kolkata");
    expect(isCovered(rows, [sunday], { start: monday9, end: monday9 + HOUR })).toBe(true);
  });
  it("counts days first to last inclusive", () => {
    expect(dayCount({ startDate: "2026-03-01", endDate: "2026-03-01" })).toBe(1);
    expect(dayCount({ startDate: "2026-02-27", endDate: "2026-03-02" })).toBe(4);
  });
});
