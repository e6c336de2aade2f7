// The circles directory: topic, language and time filters go to the listing's query (and the address);
// a full meeting says "Full — join waitlist"; the empty and error states say what happened; where the
// media server is not configured, the page says live circles are unavailable.
import type { Circle } from "@saathi/contract/circles";
import { MEDIA_MSG } from "@saathi/contract/media";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CirclesDirectoryPage } from "./circles-directory-page.tsx";

const starts = new Date(Date.now() + 2 * 86_400_000).toISOString();
const ends = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();
const circle = (over: Partial<Circle> = {}): Circle => ({
  id: "66666666-6666-4666-8666-666666666666",
  host: { id: "77777777-7777-4777-8777-777777777777", name: "Farah", avatarUrl: null },
  topic: "grief",
  language: "Hindi",
  title: "After a loss",
  groundRules: "",
  minutes: 60,
  seats: 6,
  fee: 0,
  weekly: true,
  status: "active",
  occurrences: [{ id: "o1", startsAt: starts, endsAt: ends, status: "scheduled", seats: 6, seatsLeft: 0, waiting: 2 }],
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the circles directory", () => {
  it("lists circles with fee and seats, and asks the listing again for a topic, a language and a time", async () => {
    const calls = fakeApi({
      "GET /api/me": { user: null, profile: null },
      "GET /api/ready": { status: "ready", media: "up" },
      "GET /api/circles": { circles: [circle()] },
    });
    renderWithProviders(<CirclesDirectoryPage />, "/circles");
    const card = await screen.findByRole("article", { name: "After a loss" });
    expect(card.textContent).toContain("Free");
    expect(card.textContent).toContain("Full — join waitlist");
    expect(card.textContent).toContain("Hosted by Farah");

    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "grief" } });
    await waitFor(() => expect(calls.some((c) => c.url === "/api/circles?topic=grief")).toBe(true));
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "Hindi" } });
    await waitFor(() => expect(calls.some((c) => c.url === "/api/circles?topic=grief&language=Hindi")).toBe(true));
    fireEvent.change(screen.getByLabelText("When"), { target: { value: "week" } });
    await waitFor(() =>
      expect(calls.some((c) => /^\/api\/circles\?topic=grief&language=Hindi&from=[^&]+&to=[^&]+$/.test(c.url))).toBe(
        true,
      ),
    );
    expect(screen.queryByText(MEDIA_MSG.notConfigured)).toBeNull();
  });

  it("says when nothing matches, and why live circles are unavailable", async () => {
    fakeApi({
      "GET /api/me": { user: null, profile: null },
      "GET /api/ready": { status: "ready", media: "not_configured" },
      "GET /api/circles": { circles: [] },
    });
    renderWithProviders(<CirclesDirectoryPage />, "/circles?topic=grief");
    expect(
      await screen.findByText("No circles match these choices. Try another topic, language or time."),
    ).toBeTruthy();
    expect(await screen.findByText(MEDIA_MSG.notConfigured)).toBeTruthy();
  });

  it("offers to try again when the listing fails", async () => {
    fakeApi({
      "GET /api/me": { user: null, profile: null },
      "GET /api/ready": [503, { status: "unavailable", media: "down" }],
      "GET /api/circles": [500, { code: "INTERNAL", message: "boom" }],
    });
    renderWithProviders(<CirclesDirectoryPage />, "/circles");
    expect(await screen.findByText("We couldn't load the circles. Check your connection and try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
