import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../test/render.tsx";
import { DashboardPage } from "./dashboard-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("DashboardPage", () => {
  it("shows each figure as a card linking to its section", async () => {
    fakeApi({
      "GET /api/admin/dashboard": {
        applications: { pending: 4, oldestSubmittedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() },
        disputes: { open: 2 },
        bookingsToday: 7,
        refundsThisWeek: { count: 1, paise: 30_000 },
        revenue: { weekPaise: 90_000, monthPaise: 1_234_550 },
      },
    });
    renderWithProviders(<DashboardPage />, "/admin");
    const apps = await screen.findByRole("link", { name: /Applications waiting/ });
    expect(apps.getAttribute("href")).toBe("/admin/applications");
    expect(apps.textContent).toContain("Oldest waiting 3 days");
    expect(screen.getByRole("link", { name: /Open disputes/ }).textContent).toContain("2");
    expect(screen.getByRole("link", { name: /Refunds this week/ }).textContent).toContain("₹300");
    expect(screen.getByRole("link", { name: /Revenue this month/ }).textContent).toContain("₹12,345.50");
  });

  it("shows the error with a way to try again", async () => {
    fakeApi({ "GET /api/admin/dashboard": [503, { code: "UNAVAILABLE", message: "The database is busy." }] });
    renderWithProviders(<DashboardPage />, "/admin");
    expect(await screen.findByText("The database is busy.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
