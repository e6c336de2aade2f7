import { describe, expect, it } from "vitest";
import { dayKey, dayNumber, dayOfYear, fromDayKey, lastDays } from "./days.ts";

describe("calendar days", () => {
  it("keys a moment by its local day", () => {
    expect(dayKey(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(fromDayKey("2026-01-05").getDate()).toBe(5);
  });

  it("counts the day of the year and the days in a row", () => {
    expect(dayOfYear(new Date(2026, 0, 1))).toBe(1);
    expect(dayOfYear(new Date(2026, 11, 31))).toBe(365);
    expect(dayOfYear(new Date(2028, 11, 31))).toBe(366);
    expect(dayNumber(new Date(2026, 0, 1, 23)) + 1).toBe(dayNumber(new Date(2026, 0, 2, 1)));
  });

  it("lists the last days oldest first, across a month end", () => {
    expect(lastDays(new Date(2026, 2, 2), 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});
