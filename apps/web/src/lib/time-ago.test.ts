import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { loadAppMessages } from "./i18n/catalogs.ts";
import { timeAgo } from "./time-ago.ts";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("timeAgo", () => {
  it("says 'just now' under a minute, never '0 seconds'", () => {
    expect(timeAgo(ago(0), NOW)).toBe("just now");
    expect(timeAgo(ago(2_000), NOW)).toBe("just now");
    expect(timeAgo(ago(59_999), NOW)).toBe("just now");
  });

  it("says 'just now' for a time slightly ahead of this clock (skew), not 'in 3 seconds'", () => {
    expect(timeAgo(ago(-3_000), NOW)).toBe("just now");
  });

  it("counts whole minutes, hours, days, months and years with 'ago'", () => {
    expect(timeAgo(ago(60_000), NOW)).toBe("1 minute ago");
    expect(timeAgo(ago(119_000), NOW)).toBe("1 minute ago");
    expect(timeAgo(ago(5 * 60_000), NOW)).toBe("5 minutes ago");
    expect(timeAgo(ago(3_600_000), NOW)).toBe("1 hour ago");
    expect(timeAgo(ago(5 * 3_600_000), NOW)).toBe("5 hours ago");
    expect(timeAgo(ago(3 * 86_400_000), NOW)).toBe("3 days ago");
    expect(timeAgo(ago(60 * 86_400_000), NOW)).toBe("2 months ago");
    expect(timeAgo(ago(400 * 86_400_000), NOW)).toBe("1 year ago");
  });

  it("accepts Date, ISO string and epoch milliseconds alike", () => {
    const d = new Date(NOW - 10 * 60_000);
    expect(timeAgo(d, new Date(NOW))).toBe("10 minutes ago");
    expect(timeAgo(d.toISOString(), NOW)).toBe("10 minutes ago");
    expect(timeAgo(d.getTime(), NOW)).toBe("10 minutes ago");
  });

  it("shows nothing for an unreadable time rather than 'Invalid Date'", () => {
    expect(timeAgo("not a date", NOW)).toBe("");
  });
});

describe("timeAgo in Hindi", () => {
  afterEach(() => {
    i18n.load("en", {});
    i18n.activate("en");
  });

  it("counts in Hindi and says 'अभी-अभी' under a minute", async () => {
    i18n.load("hi", await loadAppMessages("hi"));
    i18n.activate("hi");
    expect(timeAgo(ago(2 * 60_000), NOW)).toBe("2 मिनट पहले");
    expect(timeAgo(ago(5 * 3_600_000), NOW)).toBe("5 घंटे पहले");
    expect(timeAgo(ago(3 * 86_400_000), NOW)).toBe("3 दिन पहले");
    expect(timeAgo(ago(2_000), NOW)).toBe("अभी-अभी");
  });

  it("takes the language as a parameter too", () => {
    expect(timeAgo(ago(2 * 60_000), NOW, "hi")).toBe("2 मिनट पहले");
    expect(timeAgo(ago(2 * 60_000), NOW, "en")).toBe("2 minutes ago");
  });
});
