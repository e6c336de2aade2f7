import type { ChallengeState } from "@saathi/contract/challenges";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { AnxietyChallengePage } from "./anxiety-challenge-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = {
  "GET /api/me": {
    user: { id: "u1", email: "asha@example.com", name: "Asha", role: "users", emailVerified: true, phoneNumber: null },
    profile: null,
  },
};
const TASKS = ["breathing", "worry_list", "exposure", "gratitude", "reflection"] as const;
const state = (done: number, open: boolean): ChallengeState => ({
  status: done === 5 ? "finished" : "active",
  timeZone: "Asia/Kolkata",
  today: "2026-11-03",
  startedAt: "2026-11-03T04:00:00.000Z",
  finishedAt: null,
  nextDay: done === 5 ? null : done + 1,
  nextDayOpen: open,
  completed: done,
  streak: done ? 1 : 0,
  days: TASKS.map((task, i) => ({
    day: i + 1,
    task,
    status: i < done ? "done" : i === done && open ? "open" : "locked",
    doneOn: i < done ? "2026-11-03" : null,
    completedAt: i < done ? "2026-11-03T05:00:00.000Z" : null,
    note: i < done ? "Slower breaths helped." : null,
  })),
});

describe("anxiety challenge page", () => {
  it("shows a visitor the five days and a Join link to sign in", async () => {
    fakeApi({ "GET /api/me": { user: null, profile: null } });
    renderWithProviders(<AnxietyChallengePage />);
    expect(screen.getByRole("heading", { level: 1, name: "5-Day Anxiety Challenge" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Join (sign in)" })).getAttribute("href")).toBe(
      "/auth?mode=signup",
    );
    expect(screen.getByText("Day 3: One small brave step")).toBeTruthy();
  });

  it("lets a member join, finish day 1 with a note, and shows day 2 locked until tomorrow", async () => {
    const calls = fakeApi({
      ...member,
      "GET /api/challenges/anxiety": { ...state(0, false), status: "not_started", nextDay: null, timeZone: null },
      "POST /api/challenges/anxiety/join": state(0, true),
      "POST /api/challenges/anxiety/days/1/complete": { state: state(1, false), crisisLevel: "none" },
    });
    renderWithProviders(<AnxietyChallengePage />);
    fireEvent.click(await screen.findByRole("button", { name: "Join the challenge" }));
    const note = await screen.findByLabelText(/Your note \(optional, private\)/);
    expect(calls.find((c) => c.url.endsWith("/join"))?.body).toEqual({ timeZone: expect.any(String) });
    expect(screen.getByRole("button", { name: "Mark day 1 as done" })).toBeTruthy();
    fireEvent.change(note, { target: { value: "Slower breaths helped." } });
    fireEvent.click(screen.getByRole("button", { name: "Save note and finish day 1" }));
    expect(await screen.findByText("Day 1 done. The next day opens tomorrow.")).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith("/days/1/complete"))?.body).toEqual({ note: "Slower breaths helped." });
    expect(screen.getByText("Opens tomorrow. One small step a day is enough.")).toBeTruthy();
    expect(screen.getByText("1 of 5 days done")).toBeTruthy();
    expect(screen.getByText("Slower breaths helped.")).toBeTruthy();
  });

  it("offers the crisis card after a note that speaks of crisis, and the certificate at the end", async () => {
    fakeApi({
      ...member,
      "GET /api/challenges/anxiety": state(4, true),
      "POST /api/challenges/anxiety/days/5/complete": { state: state(5, false), crisisLevel: "risk" },
      "GET /api/safety/help": { earliest: null },
      // The crisis card offers "Tell {name}" to a member who named a trusted contact.
      "GET /api/safety-plan/trusted-contact": { contact: null },
    });
    renderWithProviders(<AnxietyChallengePage />);
    fireEvent.change(await screen.findByLabelText(/Your note/), { target: { value: "I can't go on" } });
    fireEvent.click(screen.getByRole("button", { name: "Save note and finish day 5" }));
    expect(await screen.findByTestId("crisis-card")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your certificate" }).getAttribute("href")).toBe(
      "/anxiety-challenge/certificate",
    );
  });
});
