import { describe, expect, it } from "vitest";
import {
  type CircleCardText,
  circleFeeText,
  circleLanguageText,
  circleSeatsText,
  circleWhenText,
} from "./circle-card-text.ts";

const text: CircleCardText = {
  intl: "en-IN",
  circleFree: "Free",
  circleFee: "Rs. {fee} per seat",
  seatsOne: "{n} seat left",
  seatsOther: "{n} seats left",
  circleFull: "Full — join waitlist",
  words: { Hindi: "हिन्दी" },
};
const meeting = (
  over: Partial<{ status: "scheduled" | "cancelled" | "ended"; seatsLeft: number; startsAt: string }>,
) => ({
  id: "m",
  startsAt: "2026-12-07T12:30:00.000Z",
  endsAt: "2026-12-07T13:30:00.000Z",
  status: "scheduled" as const,
  seats: 8,
  seatsLeft: 3,
  waiting: 0,
  ...over,
});

describe("a support-circle card on the landing page", () => {
  it("says the fee, or Free", () => {
    expect(circleFeeText(0, text)).toBe("Free");
    expect(circleFeeText(150_000, text)).toBe("Rs. 1,500 per seat");
  });

  it("says the seats left of the next meeting with the right plural, or that it is full", () => {
    expect(circleSeatsText({ occurrences: [meeting({ seatsLeft: 1 })] }, text)).toBe("1 seat left");
    expect(circleSeatsText({ occurrences: [meeting({ seatsLeft: 4 })] }, text)).toBe("4 seats left");
    expect(circleSeatsText({ occurrences: [meeting({ seatsLeft: 0 })] }, text)).toBe("Full — join waitlist");
  });

  it("dates the next scheduled meeting in the viewer's zone, and shows languages in the page's words", () => {
    const when = circleWhenText(
      { occurrences: [meeting({ status: "cancelled", startsAt: "2026-12-01T12:30:00.000Z" }), meeting({})] },
      text,
      "Asia/Kolkata",
    );
    expect(when).toMatch(/Mon, 7 Dec/);
    expect(when).toMatch(/6:00\s?pm/);
    expect(circleLanguageText({ language: "Hindi" }, text)).toBe("हिन्दी");
    expect(circleLanguageText({ language: "Kannada" }, text)).toBe("Kannada");
  });
});
