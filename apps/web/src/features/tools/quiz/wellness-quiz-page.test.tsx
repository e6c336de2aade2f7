import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithProviders } from "../../../test/render.tsx";
import { QUIZ_QUESTIONS } from "./wellness-questions.ts";
import { WellnessQuizPage } from "./wellness-quiz-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("wellness quiz page", () => {
  it("needs every answer, shows a plan and downloads it as a PDF", async () => {
    fakeApi({ "GET /api/me": { user: null, profile: null } });
    renderWithProviders(<WellnessQuizPage />);
    fireEvent.click(screen.getByRole("button", { name: "See my plan" }));
    expect(screen.getByText("Please answer all questions before submitting.")).toBeTruthy();

    // The questions: the fieldsets with a legend (the header's language switch is a group too).
    const groups = screen.getAllByRole("group").filter((g) => g.querySelector("legend"));
    expect(groups).toHaveLength(QUIZ_QUESTIONS.length);
    QUIZ_QUESTIONS.forEach((q, i) => {
      fireEvent.click(within(groups[i] as HTMLElement).getByLabelText(q.options[0]?.label ?? ""));
    });
    fireEvent.click(screen.getByRole("button", { name: "See my plan" }));
    const plan = screen.getByRole("region", { name: "Your wellness plan for this week" });
    expect(within(plan).getAllByRole("heading", { level: 3 }).length).toBe(5);
    expect(plan.textContent).toContain("In crisis in India, call Tele-MANAS 14416 (free, 24x7).");

    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:plan";
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    fireEvent.click(screen.getByRole("button", { name: "Download my plan (PDF)" }));
    await waitFor(() => expect(clicks).toEqual(["saathi-wellness-plan.pdf"]), { timeout: 15_000 });
    expect(created[0]?.type).toBe("application/pdf");
    const head = new TextDecoder().decode(new Uint8Array(await (created[0] as Blob).arrayBuffer()).slice(0, 5));
    expect(head).toBe("%PDF-");
  });
});
