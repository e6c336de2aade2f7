import { describe, expect, it } from "vitest";
import { dayLabel, sendMessageBodySchema, tickFor } from "./chat.ts";

describe("chat day separators (spec §2)", () => {
  const now = new Date(2026, 10, 23, 15, 0);
  it("Today, Yesterday, a weekday within 7 days, else a short date", () => {
    expect(dayLabel(new Date(2026, 10, 23, 9, 0), now)).toBe("Today");
    expect(dayLabel(new Date(2026, 10, 22, 23, 59), now)).toBe("Yesterday");
    expect(dayLabel(new Date(2026, 10, 19, 12, 0), now)).toBe("Thursday");
    expect(dayLabel(new Date(2026, 10, 10, 12, 0), now)).toBe("10 Nov");
    expect(dayLabel(new Date(2025, 10, 10, 12, 0), now)).toBe("10 Nov 2025");
  });
});

describe("ticks and sending (spec §2, §5)", () => {
  it("clock while temporary, blue double read, grey double delivered, else single", () => {
    expect(tickFor({ id: "temp-1", readAt: null, deliveredAt: null })).toBe("clock");
    expect(tickFor({ id: "m1", readAt: "t", deliveredAt: "t" })).toBe("read");
    expect(tickFor({ id: "m1", readAt: null, deliveredAt: "t" })).toBe("delivered");
    expect(tickFor({ id: "m1", readAt: null, deliveredAt: null })).toBe("sent");
  });

  it("only trimmed, non-empty text is sent", () => {
    const id = "7e478d6a-c5eb-4306-9136-1e945964e9a9";
    expect(sendMessageBodySchema.safeParse({ receiverId: id, message: "  " }).success).toBe(false);
    expect(sendMessageBodySchema.parse({ receiverId: id, message: "  hi  " }).message).toBe("hi");
  });
});
