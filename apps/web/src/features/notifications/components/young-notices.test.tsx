// The young-people notices on the notifications page: turning 18 links to the settings; a guardian's
// withdrawal shows Childline 1098 first, then the other helplines, and the free tools.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { NotificationsPage } from "./notifications-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice = (id: string, youngNotice: string, message: string) => ({
  id,
  type: "young_people",
  isRead: false,
  createdAt: new Date().toISOString(),
  data: { actorId: "u-1", actorName: "Asha", actorAvatarUrl: null, actorUsername: "asha", message, youngNotice },
});

describe("young-people notices", () => {
  it("turning 18: the kind words and the way to the privacy settings", async () => {
    fakeApi({
      "GET /api/notifications": {
        items: [
          notice(
            "n1",
            "turned_18",
            "Happy birthday from everyone at Saathi, and you are 18 now: your guardian's link has ended and you can change your settings whenever you like.",
          ),
        ],
        unread: 1,
      },
      "GET /api/me": { user: null, profile: null },
      "GET /api/reports/mine": { items: [] },
    });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText(/you are 18 now: your guardian's link has ended/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open my privacy settings" }).getAttribute("href")).toBe(
      "/settings#privacy",
    );
  });

  it("a guardian's withdrawal: Childline 1098 first, then the free tools", async () => {
    fakeApi({
      "GET /api/notifications": {
        items: [notice("n2", "guardian_withdrawal", "Your parent or guardian has withdrawn their consent.")],
        unread: 1,
      },
      "GET /api/me": { user: null, profile: null },
      "GET /api/reports/mine": { items: [] },
    });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText(/withdrawn their consent/)).toBeTruthy();
    const calls = screen.getAllByRole("link", { name: /Call / });
    expect(calls[0]?.getAttribute("href")).toBe("tel:1098");
    expect(screen.getByRole("link", { name: "Breathing & Meditation" }).getAttribute("href")).toBe("/breathing-tool");
  });
});
