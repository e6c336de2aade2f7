import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatNumber, formatRelative, formatTime } from "./format.ts";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const ago = (ms: number) => NOW - ms;

describe("numbers and money in both languages", () => {
  it("groups in lakhs and crores", () => {
    expect(formatNumber(1234567, "en")).toBe("12,34,567");
    expect(formatNumber(1234567, "hi")).toBe("12,34,567");
    expect(formatNumber(123456789, "en")).toBe("12,34,56,789");
  });

  it("writes rupees with the ₹ sign, paise only when there are some", () => {
    expect(formatMoney(123456700, "en")).toBe("₹12,34,567");
    expect(formatMoney(123456700, "hi")).toBe("₹12,34,567");
    expect(formatMoney(9950, "en")).toBe("₹99.50");
    expect(formatMoney(0, "hi")).toBe("₹0");
  });
});

describe("dates and times", () => {
  const when = Date.UTC(2026, 10, 23, 4, 30); // 10:00 am in India
  it("names months in each language", () => {
    expect(formatDate(when, { day: "numeric", month: "long", timeZone: "Asia/Kolkata" }, "en")).toBe("23 November");
    expect(formatDate(when, { day: "numeric", month: "long", timeZone: "Asia/Kolkata" }, "hi")).toBe("23 नवंबर");
  });

  it("shows a time of day in the given zone", () => {
    expect(formatTime(when, "en", "Asia/Kolkata")).toBe("10:00 am");
    expect(formatTime(when, "hi", "Asia/Kolkata")).toMatch(/^10:00 (am|AM|पूर्वाह्न)$/);
  });

  it("answers an empty string for a date that is not one", () => {
    expect(formatDate("not a date", undefined, "hi")).toBe("");
  });
});

describe("relative times", () => {
  it("says 'just now' (or its translation) under a minute and for small clock skew", () => {
    expect(formatRelative(ago(30_000), "just now", NOW, "en")).toBe("just now");
    expect(formatRelative(ago(-3_000), "अभी-अभी", NOW, "hi")).toBe("अभी-अभी");
  });

  it("counts whole units, with each language's plural", () => {
    expect(formatRelative(ago(60_000), "", NOW, "en")).toBe("1 minute ago");
    expect(formatRelative(ago(2 * 60_000), "", NOW, "en")).toBe("2 minutes ago");
    expect(formatRelative(ago(2 * 60_000), "", NOW, "hi")).toBe("2 मिनट पहले");
    expect(formatRelative(ago(5 * 3_600_000), "", NOW, "hi")).toBe("5 घंटे पहले");
    expect(formatRelative(ago(3 * 86_400_000), "", NOW, "en")).toBe("3 days ago");
    expect(formatRelative(ago(400 * 86_400_000), "", NOW, "en")).toBe("1 year ago");
    expect(formatRelative(ago(400 * 86_400_000), "", NOW, "hi")).toBe("1 वर्ष पहले");
  });
});
