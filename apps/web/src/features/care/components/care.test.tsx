import type { CareLink } from "@saathi/contract/care-between";
import type { CarePlan } from "@saathi/contract/care-plan";
import type { CareScores } from "@saathi/contract/care-scores";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CarePage } from "./care-page.tsx";
import { ClientCarePage } from "./client-care-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const L = "11111111-1111-4111-8111-111111111111";
const E = "22222222-2222-4222-8222-222222222222";
const M = "33333333-3333-4333-8333-333333333333";
const B = "44444444-4444-4444-8444-444444444444";
const H = "55555555-5555-4555-8555-555555555555";

const link = (view: CareLink["view"] = "member"): CareLink => ({
  id: L,
  expertId: E,
  memberId: M,
  instrument: "phq9",
  status: view === "expert_read_only" ? "ended" : "active",
  startedAt: "2026-10-01T10:00:00Z",
  endedAt: null,
  readOnlyUntil: null,
  view,
});
const plan = (): CarePlan => ({
  linkId: L,
  goals: [
    {
      id: "66666666-6666-4666-8666-666666666666",
      linkId: L,
      title: "Sleep by 11 pm",
      measure: "5 nights of 7",
      targetDate: "2031-01-01",
      progress: 40,
      status: "active",
      createdAt: "2026-10-01T10:00:00Z",
      updatedAt: "2026-10-01T10:00:00Z",
    },
  ],
  homework: [
    {
      id: H,
      linkId: L,
      kind: "breathing",
      ref: null,
      instructions: "Twice a day",
      dueDate: "2031-01-01",
      status: "assigned",
      memberNote: null,
      doneAt: null,
      createdAt: "2026-10-01T10:00:00Z",
      open: "/breathing-tool",
    },
  ],
  summaries: [
    {
      bookingId: B,
      linkId: L,
      sessionStartsAt: "2026-10-01T10:00:00Z",
      text: "We agreed on a routine.",
      sharedAt: "2026-10-01T11:00:00Z",
      updatedAt: "2026-10-01T11:00:00Z",
    },
  ],
  sessions: [{ bookingId: B, startsAt: "2026-10-01T10:00:00Z", hasSummary: true, hasNotes: false }],
  nextSession: null,
});

/** No before-session scores yet (the progress and scores panels render beside the plan). */
const noScores = (): CareScores => ({
  linkId: L,
  instrument: "phq9",
  shared: true,
  expert: { userId: E, username: "meera", displayName: "Meera Care", avatarUrl: null },
  scores: [],
  trend: null,
  latestAnswers: null,
});

describe("My care", () => {
  it("shows the counsellor, Book again to the same counsellor, goals, homework and summaries; Mark done sends the note", async () => {
    const calls = fakeApi({
      "GET /api/care/links": { links: [link()] },
      [`GET /api/care/links/${L}/plan`]: plan(),
      [`GET /api/care/links/${L}/scores`]: noScores(),
      [`GET /api/experts/${E}`]: { displayName: "Meera Care", avatarUrl: null },
      [`PUT /api/care/links/${L}/homework/${H}/answer`]: { ...plan().homework[0], status: "done" },
    });
    renderWithProviders(<CarePage />);
    expect(await screen.findByRole("heading", { name: "Meera Care" })).toBeTruthy();
    expect(await screen.findByRole("progressbar", { name: "Progress on Sleep by 11 pm" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book again" }).getAttribute("href")).toBe(`/expert/booking?expert=${E}`);
    expect(screen.getByRole("link", { name: "Do it now" }).getAttribute("href")).toBe("/breathing-tool");
    expect(screen.getByText("We agreed on a routine.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("A note for your counsellor (optional)"), {
      target: { value: "Felt calmer" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Mark done" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "done", note: "Felt calmer" });
  });
  it("without a counsellor: a kind line and a way to find one", async () => {
    fakeApi({ "GET /api/care/links": { links: [] } });
    renderWithProviders(<CarePage />);
    expect(await screen.findByRole("link", { name: "Find a counsellor" })).toBeTruthy();
  });
});

describe("the expert's client page", () => {
  const page = () =>
    renderWithProviders(
      <Routes>
        <Route path="/expert/clients/:linkId" element={<ClientCarePage />} />
      </Routes>,
      `/expert/clients/${L}`,
    );
  it("edits the plan: Add goal, Assign homework, and per session the summary and private notes", async () => {
    const calls = fakeApi({
      [`GET /api/care/links/${L}/plan`]: plan(),
      [`GET /api/care/links/${L}/scores`]: noScores(),
      [`GET /api/care/links/${L}`]: link("expert"),
      [`POST /api/care/links/${L}/goals`]: plan().goals[0],
      [`POST /api/care/links/${L}/homework`]: plan().homework[0],
      [`GET /api/care/links/${L}/sessions/${B}/notes`]: { bookingId: B, text: "", updatedAt: null },
      [`PUT /api/care/links/${L}/sessions/${B}/notes`]: { bookingId: B, text: "private", updatedAt: "2026-10-01" },
    });
    page();
    fireEvent.change(await screen.findByLabelText("Goal"), { target: { value: "Walk daily" } });
    fireEvent.click(screen.getByRole("button", { name: "Add goal" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/goals"))).toBe(true));
    expect(calls.find((c) => c.url.endsWith("/goals"))?.body).toMatchObject({ title: "Walk daily" });
    fireEvent.click(screen.getByRole("button", { name: "Assign homework" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/homework"))).toBe(true));
    expect(calls.find((c) => c.url.endsWith("/homework"))?.body).toMatchObject({ kind: "bot_flow", ref: "mood" });
    fireEvent.click(screen.getByText(/Session of/));
    expect(await screen.findByText("Only you can see these notes")).toBeTruthy();
    fireEvent.change(await screen.findByLabelText("Private notes"), { target: { value: "private" } });
    fireEvent.click(screen.getByRole("button", { name: "Save notes" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT" && c.url.endsWith("/notes"))).toBe(true));
    expect(screen.getByRole("button", { name: "Save summary" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "End care" })).toBeTruthy();
  });
  it("read-only after care ends: no editing controls", async () => {
    fakeApi({ [`GET /api/care/links/${L}/plan`]: plan(), [`GET /api/care/links/${L}`]: link("expert_read_only") });
    page();
    expect(await screen.findByText(/Care has ended/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add goal" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Assign homework" })).toBeNull();
    expect(screen.queryByRole("button", { name: "End care" })).toBeNull();
  });
});
