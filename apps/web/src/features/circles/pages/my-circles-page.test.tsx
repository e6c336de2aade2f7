// My circles: seats to come with the nickname and what was paid, cancelling (the server's rule is told
// when it refuses), the room's door, and a waitlist place with the seat offered and until when.
import type { Circle, Seat } from "@saathi/contract/circles";
import { CIRCLE_MSG } from "@saathi/contract/circles";
import { MEDIA_MSG } from "@saathi/contract/media";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { MyCirclesPage } from "./my-circles-page.tsx";

const CIRCLE = "66666666-6666-4666-8666-666666666666";
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const seat = (over: Partial<Seat> = {}): Seat => ({
  blockedPresent: false,
  id: "55555555-5555-4555-8555-555555555555",
  occurrenceId: "44444444-4444-4444-8444-444444444444",
  circleId: CIRCLE,
  title: "Exam stress, together",
  startsAt: at(3 * 24 * 60),
  endsAt: at(3 * 24 * 60 + 60),
  status: "confirmed",
  nickname: "Quiet River",
  amount: 30_000,
  holdExpiresAt: null,
  refundState: "none",
  ...over,
});
const listed: Circle = {
  id: "88888888-8888-4888-8888-888888888888",
  host: { id: "77777777-7777-4777-8777-777777777777", name: "Farah", avatarUrl: null },
  topic: "loneliness",
  language: "English",
  title: "Loneliness circle",
  groundRules: "",
  minutes: 60,
  seats: 2,
  fee: 0,
  weekly: false,
  status: "active",
  occurrences: [
    {
      id: "o-full",
      startsAt: at(4 * 24 * 60),
      endsAt: at(4 * 24 * 60 + 60),
      status: "scheduled",
      seats: 2,
      seatsLeft: 0,
      waiting: 0,
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("My circles", () => {
  it("shows a confirmed seat; a refused cancel says the rule in words", async () => {
    const calls = fakeApi({
      "GET /api/ready": { status: "ready", media: "up" },
      "GET /api/circles/seats": { seats: [seat()] },
      "GET /api/circles/waitlist": { entries: [] },
      "POST /api/circles/seats/": [409, { code: "TOO_LATE_TO_CANCEL", message: CIRCLE_MSG.tooLateToCancel }],
    });
    renderWithProviders(<MyCirclesPage />, "/circles/mine");
    const card = await screen.findByRole("article", { name: "Exam stress, together" });
    expect(within(card).getByText("Confirmed")).toBeTruthy();
    expect(within(card).getByText("Your nickname: Quiet River · Paid ₹300")).toBeTruthy();
    expect(within(card).queryByRole("link", { name: "Join room" })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Cancel seat" }));
    expect(within(card).getByText("Cancel this seat? ₹300 is refunded in full.")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Yes, cancel my seat" }));
    expect(await within(card).findByText(CIRCLE_MSG.tooLateToCancel)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/cancel"))).toBe(true);
  });

  it("opens the room's door near the start, or says why live circles cannot run", async () => {
    fakeApi({
      "GET /api/ready": { status: "ready", media: "down" },
      "GET /api/circles/seats": { seats: [seat({ startsAt: at(5), endsAt: at(65) })] },
      "GET /api/circles/waitlist": { entries: [] },
    });
    renderWithProviders(<MyCirclesPage />, "/circles/mine");
    const card = await screen.findByRole("article", { name: "Exam stress, together" });
    expect((await within(card).findAllByText(MEDIA_MSG.down)).length).toBeGreaterThan(0);
    expect(within(card).queryByRole("link", { name: "Join room" })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    fakeApi({
      "GET /api/ready": { status: "ready", media: "up" },
      "GET /api/circles/seats": { seats: [seat({ startsAt: at(5), endsAt: at(65) })] },
      "GET /api/circles/waitlist": { entries: [] },
    });
    renderWithProviders(<MyCirclesPage />, "/circles/mine");
    const link = await screen.findByRole("link", { name: "Join room" });
    expect(link.getAttribute("href")).toBe("/circles/meetings/44444444-4444-4444-8444-444444444444/room");
  });

  it("a waitlist place with a seat offered says until when and leads to taking it", async () => {
    fakeApi({
      "GET /api/ready": { status: "ready", media: "up" },
      "GET /api/circles/seats": { seats: [] },
      "GET /api/circles/waitlist": {
        entries: [{ id: "w1", occurrenceId: "o-full", status: "offered", offeredUntil: at(25), position: null }],
      },
      "GET /api/circles": { circles: [listed] },
    });
    renderWithProviders(<MyCirclesPage />, "/circles/mine");
    expect(await screen.findByText("Loneliness circle")).toBeTruthy();
    expect(screen.getByText(/A seat opened for you\. It is kept until/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Take the seat" }).getAttribute("href")).toBe(
      `/circles/${listed.id}?meeting=o-full`,
    );
  });
});
