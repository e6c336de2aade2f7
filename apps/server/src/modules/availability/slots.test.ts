import { afterAll, describe, expect, it } from "vitest";
import { freeSlots, type ScheduleRow } from "./slots.ts";
import { instantOf } from "./zoned-time.ts";

const iso = (slots: { start: number }[]) => slots.map((s) => new Date(s.start).toISOString());
const at = (s: string) => Date.parse(s);
const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

// The answer must not depend on the server's own zone: run every case under UTC and Asia/Kolkata.
for (const tz of ["UTC", "Asia/Kolkata"]) {
  describe(`free slots (process TZ=${tz})`, () => {
    const useTz = () => {
      process.env.TZ = tz;
    };

    it("makes 60-minute slots in the expert's zone and returns UTC instants", () => {
      useTz();
      // Monday 2026-11-23, Kolkata 10:00-12:00 is 04:30Z-06:30Z.
      const schedule: ScheduleRow[] = [{ weekday: 1, startTime: "10:00", endTime: "12:00", timezone: "Asia/Kolkata" }];
      const slots = freeSlots(schedule, [], at("2026-11-22T00:00:00Z"), 2);
      expect(iso(slots)).toEqual(["2026-11-23T04:30:00.000Z", "2026-11-23T05:30:00.000Z"]);
      expect(slots[0]?.end).toBe(at("2026-11-23T05:30:00Z"));
    });

    it("leaves out a partial hour at the end of a window", () => {
      useTz();
      const schedule: ScheduleRow[] = [{ weekday: 1, startTime: "10:00", endTime: "11:30", timezone: "Europe/London" }];
      expect(iso(freeSlots(schedule, [], at("2026-11-22T00:00:00Z"), 2))).toEqual(["2026-11-23T10:00:00.000Z"]);
    });

    it("follows New York across the spring daylight-saving jump (02:00 does not exist)", () => {
      useTz();
      const schedule: ScheduleRow[] = [
        { weekday: 0, startTime: "00:00", endTime: "04:00", timezone: "America/New_York" },
        { weekday: 1, startTime: "09:00", endTime: "10:00", timezone: "America/New_York" },
      ];
      const slots = freeSlots(schedule, [], at("2026-03-01T12:00:00Z"), 9);
      expect(iso(slots)).toEqual([
        "2026-03-02T14:00:00.000Z", // Monday 09:00 EST
        "2026-03-08T05:00:00.000Z", // Sunday 00:00 EST
        "2026-03-08T06:00:00.000Z", // 01:00 EST
        "2026-03-08T07:00:00.000Z", // 03:00 EDT (02:00 skipped)
        "2026-03-09T13:00:00.000Z", // Monday 09:00 EDT
      ]);
    });

    it("follows New York across the autumn change (01:00 happens twice: the first one)", () => {
      useTz();
      const schedule: ScheduleRow[] = [
        { weekday: 0, startTime: "00:00", endTime: "04:00", timezone: "America/New_York" },
        { weekday: 1, startTime: "09:00", endTime: "10:00", timezone: "America/New_York" },
      ];
      const slots = freeSlots(schedule, [], at("2026-10-26T00:00:00Z"), 8);
      expect(iso(slots)).toEqual([
        "2026-10-26T13:00:00.000Z", // Monday 09:00 EDT
        "2026-11-01T04:00:00.000Z", // Sunday 00:00 EDT
        "2026-11-01T05:00:00.000Z", // 01:00 EDT (the first of two)
        "2026-11-01T07:00:00.000Z", // 02:00 EST
        "2026-11-01T08:00:00.000Z", // 03:00 EST
        "2026-11-02T14:00:00.000Z", // Monday 09:00 EST
      ]);
    });

    it("drops busy and past slots and stays inside the horizon", () => {
      useTz();
      const schedule: ScheduleRow[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        startTime: "09:00",
        endTime: "12:00",
        timezone: "Europe/London",
      }));
      const from = at("2026-11-23T10:15:00Z"); // 09:00 and 10:00 have started
      const busy = [{ start: at("2026-11-24T10:00:00Z"), end: at("2026-11-24T11:00:00Z") }];
      const slots = iso(freeSlots(schedule, busy, from, 14));
      expect(slots[0]).toBe("2026-11-23T11:00:00.000Z");
      expect(slots).not.toContain("2026-11-24T10:00:00.000Z");
      expect(slots).toContain("2026-11-24T09:00:00.000Z");
      // 14 days: slots starting before 2026-12-07T10:15Z.
      expect(slots.at(-1)).toBe("2026-12-07T10:00:00.000Z");
      // 23 Nov: 11:00; 24 Nov: 09:00 and 11:00; 25 Nov to 6 Dec: three a day; 7 Dec: 09:00 and 10:00.
      expect(slots).toHaveLength(1 + 2 + 12 * 3 + 2);
    });

    it("merges overlapping rows without duplicates", () => {
      useTz();
      const schedule: ScheduleRow[] = [
        { weekday: 1, startTime: "09:00", endTime: "11:00", timezone: "Asia/Kolkata" },
        { weekday: 1, startTime: "10:00", endTime: "12:00", timezone: "Asia/Kolkata" },
      ];
      expect(freeSlots(schedule, [], at("2026-11-22T00:00:00Z"), 2)).toHaveLength(3);
    });

    it("maps a wall time that does not exist to null", () => {
      useTz();
      expect(instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, "America/New_York")).toBeNull();
      expect(instantOf({ year: 2026, month: 3, day: 8, hour: 3, minute: 0 }, "America/New_York")).toBe(
        at("2026-03-08T07:00:00Z"),
      );
    });
  });
}
