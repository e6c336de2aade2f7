import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { CareFigures } from "./care-figures.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CareFigures", () => {
  it("says so when nothing was looked at or marked", async () => {
    fakeApi({
      "GET /api/admin/moderation/first-looks": { days: [] },
      "GET /api/admin/moderation/precision": { weeks: [] },
    });
    renderWithProviders(<CareFigures />);
    expect(await screen.findByText("No flagged message has been looked at in the last 14 days.")).toBeTruthy();
    expect(
      await screen.findByText("No crisis flag has been marked as a true or false alarm in the last 8 weeks."),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("puts the newest day and week in words, then every day and week in a small table", async () => {
    fakeApi({
      "GET /api/admin/moderation/first-looks": {
        days: [
          { day: "2026-11-27", items: 5, medianMinutes: 30, p90Minutes: 76.5 },
          { day: "2026-11-26", items: 2, medianMinutes: 4, p90Minutes: 9 },
        ],
      },
      "GET /api/admin/moderation/precision": {
        weeks: [{ week: "2026-11-23", trueAlarms: 2, marked: 3, precision: 2 / 3 }],
      },
    });
    renderWithProviders(<CareFigures />);
    const looks = await screen.findByRole("region", { name: "Time to a first look" });
    expect(
      await within(looks).findByText(
        /half of the flagged messages were looked at within 30 minutes .* within 76.5 minutes/,
      ),
    ).toBeTruthy();
    expect(within(looks).getAllByRole("row")).toHaveLength(3);
    const precision = screen.getByRole("region", { name: "Alarm precision" });
    expect(await within(precision).findByText(/2 of 3 marked alarms were true \(67%\)/)).toBeTruthy();
    expect(within(precision).getByRole("cell", { name: "67%" })).toBeTruthy();
  });
});
