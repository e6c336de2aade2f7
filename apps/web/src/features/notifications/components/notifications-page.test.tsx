import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { NotificationsPage } from "./notifications-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checkIn = {
  id: "n1",
  type: "account",
  isRead: false,
  createdAt: new Date().toISOString(),
  data: {
    actorId: "u-1",
    actorName: "Asha",
    actorAvatarUrl: null,
    actorUsername: "asha",
    message:
      "Checking in from Saathi's care team. How are you today? If things feel heavy, the helplines are there any time, your safety plan is one tap away, and you can book a session with an expert.",
    checkIn: true,
  },
};

describe("a check-in from Saathi's care team", () => {
  it("shows its words with the helplines, the safety plan and booking an expert one tap away", async () => {
    fakeApi({
      "GET /api/notifications": { items: [checkIn], unread: 1 },
      "GET /api/me": { user: null, profile: null },
      "GET /api/reports/mine": { items: [] },
    });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText(/Checking in from Saathi's care team\. How are you today\?/)).toBeTruthy();
    expect(screen.getByRole("list", { name: "Helplines" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /Call / }).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Open my safety plan" }).getAttribute("href")).toBe("/safety-plan");
    expect(screen.getByRole("link", { name: "Book a session with an expert" }).getAttribute("href")).toBe("/expert");
  });
});
