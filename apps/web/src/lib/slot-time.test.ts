import { afterEach, describe, expect, it } from "vitest";
import { formatSlotTime, nextSlotText } from "./slot-time.ts";

// 22:00 UTC on Monday is 03:30 on Tuesday in India (UTC+5:30).
const SLOT = "2026-11-23T22:00:00.000Z";
const tzBefore = process.env.TZ;

afterEach(() => {
  // Node re-reads TZ when it is assigned, for Date and Intl alike.
  process.env.TZ = tzBefore;
});

describe("formatSlotTime (directory and landing page alike)", () => {
  it("writes the viewer's local time, with the date it falls on there", () => {
    expect(formatSlotTime(SLOT, "UTC")).toBe("Mon, 23 Nov, 10:00 pm");
    expect(formatSlotTime(SLOT, "Asia/Kolkata")).toBe("Tue, 24 Nov, 3:30 am");
  });

  it("uses the browser's zone by default: a viewer in Asia/Kolkata sees 3:30 am on Tuesday", () => {
    process.env.TZ = "Asia/Kolkata";
    expect(formatSlotTime(SLOT)).toBe("Tue, 24 Nov, 3:30 am");
    expect(formatSlotTime(new Date(SLOT))).toBe("Tue, 24 Nov, 3:30 am");
    process.env.TZ = "UTC";
    expect(formatSlotTime(SLOT)).toBe("Mon, 23 Nov, 10:00 pm");
  });

  it("labels the next slot the same way on every card, or asks for availability", () => {
    expect(nextSlotText(SLOT, "Ask for availability", "Asia/Kolkata")).toBe("Next available: Tue, 24 Nov, 3:30 am");
    expect(nextSlotText(null, "Ask for availability")).toBe("Ask for availability");
  });
});

describe("formatSlotTime in Hindi", () => {
  it("writes Hindi day and month names with the same time", () => {
    const hi = formatSlotTime(SLOT, "Asia/Kolkata", "hi");
    expect(hi).toContain("24");
    expect(hi).toContain("3:30");
    expect(hi).toMatch(/[\u0900-\u097F]/);
    expect(formatSlotTime(SLOT, "Asia/Kolkata", "en")).toBe("Tue, 24 Nov, 3:30 am");
  });

  it("lets the caller put the time in its own sentence", () => {
    const text = nextSlotText(SLOT, "x", "Asia/Kolkata", { locale: "hi", next: (time) => `अगला समय: ${time}` });
    expect(text.startsWith("अगला समय: ")).toBe(true);
  });
});
