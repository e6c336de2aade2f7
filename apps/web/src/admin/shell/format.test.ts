import { describe, expect, it } from "vitest";
import { formatAge } from "./format.ts";

describe("formatAge", () => {
  const now = new Date("2026-03-05T10:00:00Z");
  it("is always a length of time, so it reads inside a sentence", () => {
    expect(formatAge("2026-03-05T09:59:30Z", now)).toBe("less than a minute");
    expect(`In the queue for ${formatAge("2026-03-05T09:59:30Z", now)}`).toBe("In the queue for less than a minute");
    expect(formatAge("2026-03-05T09:48:00Z", now)).toBe("12 minutes");
    expect(formatAge("2026-03-05T05:00:00Z", now)).toBe("5 hours");
    expect(formatAge("2026-03-02T10:00:00Z", now)).toBe("3 days");
  });
});
