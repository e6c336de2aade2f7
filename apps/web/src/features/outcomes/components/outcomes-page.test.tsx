import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { OutcomesPage } from "./outcomes-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hidden = { n: null, reliablyImproved: null, reliablyWorse: null, startedAbove: null, remission: null };

describe("outcomes page", () => {
  it("shows the table per questionnaire, with 'fewer than 10 people' for every hidden number", async () => {
    fakeApi({
      "GET /api/outcomes": {
        instruments: [
          { instrument: "phq9", withTwoScores: 120 },
          { instrument: "gad7", withTwoScores: null },
          { instrument: "who5", withTwoScores: null },
        ],
        rows: [
          {
            instrument: "phq9",
            weeks: 8,
            n: 80,
            reliablyImproved: { count: 40, share: 0.5 },
            reliablyWorse: null,
            startedAbove: 70,
            remission: { count: 21, share: 0.3 },
          },
          { instrument: "phq9", weeks: 12, ...hidden },
          { instrument: "gad7", weeks: 8, ...hidden },
          { instrument: "gad7", weeks: 12, ...hidden },
          { instrument: "who5", weeks: 8, ...hidden },
          { instrument: "who5", weeks: 12, ...hidden },
        ],
        minCell: 10,
        windowDays: 14,
        computedAt: "2026-11-28T10:00:00.000Z",
      },
    });
    renderWithProviders(<OutcomesPage />);
    const phq = (await screen.findByRole("heading", { name: "PHQ-9 (low mood)" })).closest("section") as HTMLElement;
    expect(within(phq).getByText("50%")).toBeTruthy();
    expect(within(phq).getByText("(40 people)")).toBeTruthy();
    expect(within(phq).getByText("30%")).toBeTruthy();
    expect(within(phq).getByRole("columnheader", { name: "8 weeks" })).toBeTruthy();
    // 12 weeks (5 numbers) and reliably worse at 8 weeks are hidden.
    expect(within(phq).getAllByText("fewer than 10 people")).toHaveLength(6);
    expect(screen.getByText(/we never show a number about fewer than 10 people/)).toBeTruthy();
  });
});
