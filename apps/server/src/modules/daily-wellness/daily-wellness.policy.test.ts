import { describe, expect, it } from "vitest";
import { addDays, archiveBefore, indiaDay, isPublished } from "./daily-wellness.policy.ts";

describe("daily wellness policy", () => {
  it("the day is India's: 19:00 UTC is already tomorrow in India", () => {
    expect(indiaDay(new Date("2026-03-10T18:29:00Z"))).toBe("2026-03-10");
    expect(indiaDay(new Date("2026-03-10T18:31:00Z"))).toBe("2026-03-11");
  });
  it("a piece is published once its day has come; the archive never reaches past today", () => {
    expect(isPublished("2026-03-10", "2026-03-10")).toBe(true);
    expect(isPublished("2026-03-11", "2026-03-10")).toBe(false);
    expect(archiveBefore(undefined, "2026-03-10")).toBe("2026-03-11");
    expect(archiveBefore("2027-01-01", "2026-03-10")).toBe("2026-03-11");
    expect(archiveBefore("2026-03-01", "2026-03-10")).toBe("2026-03-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
