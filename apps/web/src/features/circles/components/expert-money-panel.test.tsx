// The expert's money panel: sessions and circle seats counted alike, seats given back shown apart, the
// payout's total; loading and a retry when it fails.
import type { ExpertMoney } from "@saathi/contract/expert-money";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ExpertMoneyPanel, indiaMonth, shiftMonth } from "./expert-money-panel.tsx";

const money: ExpertMoney = {
  month: "2026-11",
  totals: { sessions: 3, gross: 240_000, tax: 36_000, commission: 20_000, refunds: 0, net: 184_000 },
  sessions: { count: 1, gross: 140_000, net: 104_454 },
  circleSeats: { count: 2, gross: 100_000, net: 79_546 },
  refundedSeats: { count: 1, paise: 50_000 },
  lines: [],
  paid: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the expert's money panel", () => {
  it("shows sessions and circle seats, the seats refunded, and the payout's total for this month", async () => {
    const calls = fakeApi({ "GET /api/expert/money": money });
    renderWithProviders(<ExpertMoneyPanel />);
    expect(await screen.findByText("Circle seats (2)")).toBeTruthy();
    expect(screen.getByText("Sessions (1)")).toBeTruthy();
    expect(screen.getByText("Circle seats refunded (1)")).toBeTruthy();
    expect(screen.getByTestId("money-seats").textContent).toBe("₹795.46");
    expect(screen.getByTestId("money-refunded").textContent).toBe("₹500");
    expect(screen.getByTestId("money-net").textContent).toBe("₹1,840");
    expect(calls[0]?.url).toBe(`/api/expert/money?month=${indiaMonth(Date.now())}`);
  });

  it("says so when it fails, and tries again", async () => {
    fakeApi({ "GET /api/expert/money": [500, { code: "X", message: "down" }] });
    renderWithProviders(<ExpertMoneyPanel />);
    expect(await screen.findByText(/couldn't load your earnings/)).toBeTruthy();
    fakeApi({ "GET /api/expert/money": money });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Circle seats (2)")).toBeTruthy();
  });

  it("moves to the next and previous month, asking for each", async () => {
    const calls = fakeApi({ "GET /api/expert/money": money });
    renderWithProviders(<ExpertMoneyPanel />);
    await screen.findByText("Circle seats (2)");
    const now = indiaMonth(Date.now());
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`/api/expert/money?month=${shiftMonth(now, 1)}`));
    fireEvent.click(screen.getByRole("button", { name: "Previous month" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous month" }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`/api/expert/money?month=${shiftMonth(now, -1)}`));
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
  });

  it("months are India's: 20:00 UTC on the last day is already the next month", () => {
    expect(indiaMonth(Date.parse("2026-11-30T20:00:00Z"))).toBe("2026-12");
    expect(indiaMonth(Date.parse("2026-11-30T18:00:00Z"))).toBe("2026-11");
  });
});
