// The check-in opened from the reminder, the member's progress words and share switch, and the
// expert's caseload, against a faked API.
import { INSTRUMENTS } from "@saathi/contract/assessments";
import type { CareScores, Caseload, CheckIn } from "@saathi/contract/care-scores";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { CareProgress } from "../components/care-progress.tsx";
import { CaseloadPage } from "./caseload-page.tsx";
import { CheckInPage } from "./check-in-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const expert = { userId: "e1", username: "meera", displayName: "Meera Care", avatarUrl: null };
const checkIn = (over: Partial<CheckIn> = {}): CheckIn => ({
  id: "r1",
  linkId: "l1",
  instrument: "phq9",
  status: "pending",
  sessionAt: new Date(Date.now() + 3_600_000).toISOString(),
  expert,
  consents: { sensitive: false, careScores: false },
  ...over,
});
const openCheckIn = () =>
  renderWithProviders(
    <Routes>
      <Route path="/care/check-in/:requestId" element={<CheckInPage />} />
    </Routes>,
    "/care/check-in/r1",
  );
const answerAll = (value: string) => {
  for (const item of INSTRUMENTS.phq9.items) fireEvent.click(screen.getByLabelText(`${item.text}: ${value}`));
};

describe("the check-in before a session", () => {
  it("asks both consents on one screen, sends one answer per item, and says who will see it", async () => {
    const calls = fakeApi({
      "GET /api/care/check-ins/r1": checkIn(),
      "POST /api/care/check-ins/r1/answer": {
        shared: true,
        score: {
          id: "a1",
          bookingId: "b1",
          instrument: "phq9",
          score: 9,
          maxScore: 27,
          bandKey: "mild",
          bandLabel: "Mild",
          answeredAt: new Date().toISOString(),
          sessionAt: null,
          needsCrisisSupport: false,
        },
      },
    });
    openCheckIn();
    expect(await screen.findByRole("heading", { name: "Before your session" })).toBeTruthy();
    await screen.findByRole("button", { name: "Send my answers" });
    answerAll("Several days");
    // Without keeping the answers, nothing is sent: the consent is asked right here.
    fireEvent.click(screen.getByRole("button", { name: "Send my answers" }));
    expect(await screen.findByText(/only with your consent/)).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: /Keep my answers in my account/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Share my answers with Meera Care" }));
    fireEvent.click(screen.getByRole("button", { name: "Send my answers" }));
    expect(await screen.findByRole("heading", { name: "Thank you. Your answers are in." })).toBeTruthy();
    expect(screen.getByText("Meera Care will see your answers before your session.")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ answers: Array(9).fill(1), keepInAccount: true, shareWithExpert: true });
  });

  it("shows the crisis card the moment PHQ-9 item 9 is above zero", async () => {
    fakeApi({ "GET /api/care/check-ins/r1": checkIn({ consents: { sensitive: true, careScores: true } }) });
    openCheckIn();
    await screen.findByRole("button", { name: "Send my answers" });
    expect(screen.queryByRole("alert")).toBeNull();
    const item9 = INSTRUMENTS.phq9.items[8]?.text ?? "";
    fireEvent.click(screen.getByLabelText(`${item9}: Several days`));
    expect(screen.getByRole("alert").textContent).toContain("14416");
  });

  it("an expired check-in says so clearly and asks nothing", async () => {
    fakeApi({ "GET /api/care/check-ins/r1": checkIn({ status: "expired" }) });
    openCheckIn();
    expect(await screen.findByText(/closed when your session started/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send my answers" })).toBeNull();
  });
});

const scores = (shared: boolean): CareScores => ({
  linkId: "l1",
  instrument: "phq9",
  shared,
  expert,
  scores: [16, 9].map((score, i) => ({
    id: `s${i}`,
    bookingId: `b${i}`,
    instrument: "phq9" as const,
    score,
    maxScore: 27,
    bandKey: "x",
    bandLabel: "Mild",
    answeredAt: new Date(2026, 10, i + 1).toISOString(),
    sessionAt: new Date(2026, 10, i + 1).toISOString(),
    needsCrisisSupport: false,
  })),
  trend: {
    first: 16,
    latest: 9,
    change: -7,
    changeKind: "reliably_improved",
    inRemission: false,
    notOnTrack: false,
  },
  latestAnswers: [1, 1, 1, 1, 1, 1, 1, 1, 1],
});

describe("my progress", () => {
  it("says the change in plain words, has a table for screen readers, and shares in one tap", async () => {
    const calls = fakeApi({
      "GET /api/care/links/l1/scores": scores(false),
      "PUT /api/care/links/l1/score-consent": { linkId: "l1", shared: true },
    });
    renderWithProviders(<CareProgress linkId="l1" />);
    expect(await screen.findByText("Your PHQ-9 went from 16 to 9: that is a real improvement.")).toBeTruthy();
    expect(screen.getByRole("table", { name: "My PHQ-9 scores before each session" })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Share my answers with Meera Care" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
  });
});

describe("the caseload", () => {
  it("lists each client with next session, score change, homework and the not-on-track flag", async () => {
    const body: Caseload = {
      clients: [
        {
          linkId: "l1",
          member: { userId: "m1", username: "asha", displayName: "Asha", avatarUrl: null },
          status: "active",
          readOnly: false,
          instrument: "phq9",
          nextSessionAt: null,
          shared: true,
          latestScore: 14,
          trend: {
            first: 15,
            latest: 14,
            change: -1,
            changeKind: "no_reliable_change",
            inRemission: false,
            notOnTrack: true,
          },
          homeworkDone: 1,
          homeworkAssigned: 3,
        },
      ],
    };
    fakeApi({ "GET /api/care/caseload": body });
    renderWithProviders(<CaseloadPage />);
    expect(await screen.findByRole("heading", { name: "Asha" })).toBeTruthy();
    expect(screen.getAllByText("Not on track").length).toBeGreaterThan(0);
    expect(screen.getByText("14 (first 15: no reliable change yet)")).toBeTruthy();
    expect(screen.getByText("1 of 3 done")).toBeTruthy();
  });
});
