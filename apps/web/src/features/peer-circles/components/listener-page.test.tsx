// The way to the listener role: the course (a wellness course), the quiz from the catalog texts
// (graded on the server), the application with a motivation, and the status it leaves.
import { LISTENER_QUIZ, LISTENER_QUIZ_TEXT } from "@saathi/contract/peer-circles";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { ListenerPage } from "./listener-page.tsx";

const COURSE = "5f0c2b1e-8d7a-4c3b-9e21-0a1b2c3d4e5f";
const quiz = {
  passMark: 5,
  questions: LISTENER_QUIZ.map((q) => ({
    id: q.id,
    topic: q.topic,
    question: q.question,
    options: Object.entries(q.options).map(([id, text]) => ({ id, text })),
  })),
};
const me = (over = {}) => ({
  status: null,
  quizPassed: false,
  bestScore: null,
  passMark: 5,
  courseId: COURSE,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("becoming a listener", () => {
  it("links the course, grades the quiz on the server, then applies and shows the application waiting", async () => {
    // The server's answer moves on as the member does.
    let now = me();
    const calls = fakeApi({
      "GET /api/peer-circles/listener/quiz": quiz,
      get "GET /api/peer-circles/listener"() {
        return now;
      },
      "POST /api/peer-circles/listener/quiz": { score: 6, total: 6, passMark: 5, passed: true },
      "POST /api/peer-circles/listener/apply": me({ status: "applied", quizPassed: true, bestScore: 6 }),
    });
    renderWithProviders(<ListenerPage />);
    expect((await screen.findByRole("link", { name: "Open the listener course" })).getAttribute("href")).toBe(
      `/wellness/wellnessList/${COURSE}`,
    );
    expect(screen.getByTestId("listener-status").textContent).toContain("You have not applied yet.");
    expect(screen.getByText("Pass the quiz first, then apply here.")).toBeTruthy();
    await screen.findByText(LISTENER_QUIZ_TEXT.risk);
    for (const q of LISTENER_QUIZ) fireEvent.click(screen.getByRole("radio", { name: q.options.b }));
    // Passed: the quiz gives way to the result and the application.
    now = me({ quizPassed: true, bestScore: 6 });
    const posted = calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Check my answers" }));
    expect(await screen.findByText("You got 6 of 6. You passed: you can apply now.")).toBeTruthy();
    expect(calls[posted]?.body).toEqual({ answers: Object.fromEntries(LISTENER_QUIZ.map((q) => [q.id, "b"])) });
    fireEvent.change(await screen.findByLabelText("Why would you like to be a listener? (optional)"), {
      target: { value: "I listen well." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Apply to be a listener" }));
    await waitFor(() =>
      expect(within(screen.getByTestId("listener-status")).getByRole("status").textContent).toBe(
        "Your application is waiting for a moderator.",
      ),
    );
  });

  it("says so when the listener role was taken away, and offers the way again", async () => {
    fakeApi({
      "GET /api/peer-circles/listener/quiz": quiz,
      "GET /api/peer-circles/listener": me({ status: "revoked", quizPassed: true, bestScore: 6 }),
    });
    renderWithProviders(<ListenerPage />);
    expect(await screen.findByText(/Your listener role was taken away/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apply to be a listener" })).toBeTruthy();
  });
});
