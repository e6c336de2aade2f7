// The circles list: each circle's topic and language, whether it is open now or when it opens (India
// time, whatever the viewer's zone), its hours; filters by topic and language; the way to become a
// listener; loading and empty states.
import type { PeerRoom } from "@saathi/contract/peer-circles";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { PeerCirclesPage } from "./peer-circles-page.tsx";

// Sunday 29 November 2026, 17:30 in India.
const NOW = new Date(Date.UTC(2026, 10, 29, 12, 0));
const room = (over: Partial<PeerRoom>): PeerRoom => ({
  id: "0b9c1f7e-5d1a-4c44-9a3e-2f4f6c1d2a11",
  topic: "exam_stress",
  language: "Hinglish",
  name: "Exam worries",
  openHours: [{ weekday: 0, start: "17:00", end: "19:00" }],
  timeZone: "Asia/Kolkata",
  isOpen: true,
  memberCount: 3,
  listenerCount: 1,
  me: null,
  ...over,
});
const notListener = { status: null, quizPassed: false, bestScore: null, passMark: 5, courseId: null };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("peer circles list", () => {
  it("says which circles are open now and when the others open, in India time", async () => {
    fakeApi({
      "GET /api/peer-circles/listener": notListener,
      "GET /api/peer-circles/rooms": {
        items: [
          room({}),
          room({
            id: "1b9c1f7e-5d1a-4c44-9a3e-2f4f6c1d2a12",
            name: "Grief circle",
            topic: "grief",
            language: "Hindi",
            openHours: [{ weekday: 1, start: "18:00", end: "20:00" }],
            isOpen: false,
            me: { memberId: "x", nickname: "Dawn", isListener: false, muted: false },
          }),
        ],
      },
    });
    renderWithProviders(<PeerCirclesPage />);
    const exam = await screen.findByRole("article", { name: "Exam worries" });
    expect(exam.textContent).toContain("Exam stress · Hinglish · 3 in the circle");
    expect(within(exam).getByText("Open now")).toBeTruthy();
    expect(within(exam).getByRole("link", { name: "See circle Exam worries" })).toBeTruthy();
    const grief = screen.getByRole("article", { name: "Grief circle" });
    expect(within(grief).getByText("Opens Monday at 6:00 pm")).toBeTruthy();
    expect(grief.textContent).toContain("Monday, 6:00 pm – 8:00 pm");
    expect(within(grief).getByText("You are in this circle")).toBeTruthy();
    expect(within(grief).getByRole("link", { name: "Go to circle Grief circle" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Become a listener" }).getAttribute("href")).toBe("/peer-circles/listener");
  });

  it("filters by topic and language, and says when nothing matches", async () => {
    const calls = fakeApi({
      "GET /api/peer-circles/listener": notListener,
      "GET /api/peer-circles/rooms?": { items: [] },
      "GET /api/peer-circles/rooms": { items: [room({})] },
    });
    renderWithProviders(<PeerCirclesPage />);
    await screen.findByRole("article", { name: "Exam worries" });
    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "grief" } });
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "Hindi" } });
    expect(await screen.findByText("No circles match. Try another topic or language.")).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain("/api/peer-circles/rooms?topic=grief&language=Hindi"),
    );
  });
});
