// One circle's page: visitors are asked to sign in to book; a member joins a full meeting's waitlist and
// is told their place; a member with a seat sees it instead of a booking button.
import type { Circle } from "@saathi/contract/circles";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CircleDetailPage } from "./circle-detail-page.tsx";

const ID = "66666666-6666-4666-8666-666666666666";
const MEETING = "44444444-4444-4444-8444-444444444444";
const starts = new Date(Date.now() + 2 * 86_400_000).toISOString();
const ends = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();
const circle = (seatsLeft: number): Circle => ({
  id: ID,
  host: { id: "77777777-7777-4777-8777-777777777777", name: "Farah", avatarUrl: null },
  topic: "loneliness",
  language: "English",
  title: "Loneliness circle",
  groundRules: "What is shared here stays here.",
  minutes: 60,
  seats: 2,
  fee: 0,
  weekly: false,
  status: "active",
  occurrences: [{ id: MEETING, startsAt: starts, endsAt: ends, status: "scheduled", seats: 2, seatsLeft, waiting: 0 }],
});
const page = () => (
  <Routes>
    <Route path="/circles/:circleId" element={<CircleDetailPage />} />
  </Routes>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a circle's page", () => {
  it("shows the host and ground rules; a visitor is asked to sign in to book", async () => {
    fakeApi({
      "GET /api/me": { user: null, profile: null },
      "GET /api/ready": { status: "ready", media: "up" },
      [`GET /api/circles/${ID}`]: circle(2),
    });
    renderWithProviders(page(), `/circles/${ID}`);
    expect(await screen.findByRole("heading", { name: "Loneliness circle", level: 1 })).toBeTruthy();
    expect(screen.getByText("Hosted by Farah")).toBeTruthy();
    expect(screen.getByText("What is shared here stays here.")).toBeTruthy();
    expect(screen.getByText("2 of 2 seats left")).toBeTruthy();
    const signIn = await screen.findByRole("link", { name: "Sign in to book a seat" });
    expect(signIn.getAttribute("href")).toBe(`/auth?next=${encodeURIComponent(`/circles/${ID}?meeting=${MEETING}`)}`);
  });

  it("a member joins a full meeting's waitlist and is told their place", async () => {
    const routes: Record<string, unknown> = {
      "GET /api/me": { user: { id: "m1", role: "member" }, profile: null },
      "GET /api/ready": { status: "ready", media: "up" },
      [`GET /api/circles/${ID}`]: circle(0),
      "GET /api/circles/seats": { seats: [] },
      "GET /api/circles/waitlist": { entries: [] },
      [`POST /api/circles/occurrences/${MEETING}/waitlist`]: {
        id: "w1",
        occurrenceId: MEETING,
        status: "waiting",
        offeredUntil: null,
        position: 1,
      },
    };
    const calls = fakeApi(routes);
    renderWithProviders(page(), `/circles/${ID}`);
    expect(await screen.findByText("Full — join waitlist")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === "/api/circles/waitlist")).toBe(true));
    // From now on the waitlist has the member (the lists are asked again after joining).
    routes["GET /api/circles/waitlist"] = {
      entries: [{ id: "w1", occurrenceId: MEETING, status: "waiting", offeredUntil: null, position: null }],
    };
    fireEvent.click(await screen.findByRole("button", { name: /^Join the waitlist:/ }));
    expect(await screen.findByText("You are on the waitlist (number 1).")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Leave the waitlist" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("'Book a seat' opens the panel with the focus in it, and 'Cancel' gives the focus back", async () => {
    fakeApi({
      "GET /api/me": { user: { id: "m1", role: "member" }, profile: null },
      "GET /api/ready": { status: "ready", media: "up" },
      [`GET /api/circles/${ID}`]: circle(2),
      "GET /api/circles/seats": { seats: [] },
      "GET /api/circles/waitlist": { entries: [] },
    });
    renderWithProviders(page(), `/circles/${ID}`);
    fireEvent.click(await screen.findByRole("button", { name: /^Book a seat:/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Circle nickname")));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: /^Book a seat:/ })));
  });
});
