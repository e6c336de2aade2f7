import { describe, expect, it } from "vitest";
import { calendarDaySchema, calendarMonthSchema, DATE_MSG, instantSchema } from "./dates.ts";

describe("calendar days and months", () => {
  it("take real days and months of the years 0001 to 9999", () => {
    for (const d of ["2026-11-23", "2024-02-29", "0001-01-01", "9999-12-31"])
      expect(calendarDaySchema().safeParse(d).success, d).toBe(true);
    for (const m of ["2026-01", "0001-12", "9999-12"]) expect(calendarMonthSchema().safeParse(m).success, m).toBe(true);
  });

  it("refuse the year 0000, five-digit years, impossible days, empties and anything else, with the words given", () => {
    for (const d of [
      "0000-01-01",
      "10000-01-01",
      "+010000-01-01",
      "2026-02-30",
      "2025-02-29",
      "",
      " ",
      "2026-1-1",
      20260101,
    ]) {
      const r = calendarDaySchema().safeParse(d);
      expect(r.success, String(d)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(DATE_MSG.day);
    }
    for (const m of ["0000-01", "10000-01", "2026-13", "2026-00", "", "2026-1", 202601]) {
      const r = calendarMonthSchema("Pick a month").safeParse(m);
      expect(r.success, String(m)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Pick a month");
    }
  });

  it("an instant is checked in UTC: 0001-01-01 at +05:30 is still the year 0000 there", () => {
    const instant = instantSchema("Pick a time");
    for (const t of [
      "2026-11-23T10:00:00Z",
      "2026-11-23T10:00:00+05:30",
      "0001-01-01T05:30:00+05:30",
      "9999-12-31T23:59:59Z",
    ])
      expect(instant.safeParse(t).success, t).toBe(true);
    for (const t of [
      "0000-01-01T00:00:00Z",
      "0001-01-01T00:00:00+05:30",
      "9999-12-31T23:00:00-05:00",
      "2026-02-30T00:00:00Z",
      "",
      5,
    ]) {
      const r = instant.safeParse(t);
      expect(r.success, String(t)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Pick a time");
    }
  });
});
